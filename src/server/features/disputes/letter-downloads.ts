import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { AppError, notFound } from '#server/errors.ts';
import { openLetter, renderLetterPdf } from '#server/features/letters/index.ts';
import { findLetterConsumer } from '#server/features/profile/index.ts';
import { generateLetters } from '#server/features/submission/index.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import { findVisibleDispute } from './queries.ts';
import { type DisputeDeps, getDispute, profileRequired, subscriptionRequired, type Viewer } from './service.ts';

/** New versions of a sent dispute's letters, from today's profile and item (the old ones are kept). */
export async function regenerateLetters(deps: DisputeDeps, viewer: Viewer, id: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const record = await findVisibleDispute(tx, viewer, id);
    if (!record || record.dispute.userId !== viewer.id) throw notFound();
    const user = await lockUser(tx, viewer.id);
    if (user?.subscriptionStatus !== 'active') throw subscriptionRequired();
    if (record.bureaus.length === 0) {
      throw new AppError('NOT_A_DRAFT', 409, 'Letters are written when the dispute is sent', { reason: 'draft' });
    }
    // A letter already mailed stays the one the bureau has: only those still waiting to be mailed are rewritten.
    const unmailed = record.bureaus.filter((row) => row.status === 'ready').map((row) => row.bureau);
    if (unmailed.length === 0) {
      throw new AppError('INVALID_TRANSITION', 409, 'Every letter of this dispute was mailed', { reason: 'mailed' });
    }
    const consumer = await findLetterConsumer(tx, deps.cipher, viewer.id);
    if (!consumer) throw profileRequired();
    await generateLetters(tx, {
      consumer,
      cipher: deps.cipher,
      userId: viewer.id,
      disputeIds: [id],
      kind: 'dispute',
      bureaus: unmailed,
      now,
    });
  });
  return getDispute(deps, viewer, id);
}

/**
 * A dispute letter to a bureau as a PDF. Every later letter is a campaign step's, recorded with its step and read
 * by it (stepLetterPdf): the follow-ups this route once wrote by `kind`, outside the campaign, are not written
 * any more, so any other kind is not found.
 */
export async function letterPdf(
  deps: DisputeDeps,
  viewer: Viewer,
  id: string,
  bureau: Bureau,
  kind: LetterKind,
  audit: AuditContext,
): Promise<Buffer> {
  const now = deps.clock.now();
  const letter = await deps.db.transaction(async (tx) => {
    const record = await findVisibleDispute(tx, viewer, id);
    const existing = record?.letters.find((row) => row.bureau === bureau && row.kind === 'dispute');
    if (!record || !existing || kind !== 'dispute') throw notFound();
    // A letter holds the member's address, date of birth and SSN's last four: an admin's read is recorded.
    if (record.dispute.userId !== viewer.id) {
      const owner = await lockUser(tx, record.dispute.userId);
      const details = { disputeId: id, bureau, letter: kind };
      await recordAudit(tx, audit, { action: 'dispute_letter_viewed', target: owner ?? null, details }, now);
    }
    return existing.content;
  });
  return renderLetterPdf(openLetter(deps.cipher, letter));
}
