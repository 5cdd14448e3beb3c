import { and, eq } from 'drizzle-orm';
import { EXTENDED_INVESTIGATION_DAYS, INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { DAY_MS } from '#shared/constants/time.ts';
import { canTransition, deriveDisputeStatus } from '#shared/rules/dispute-status.ts';
import type { UpdateDisputeStatusRequest } from '#shared/schemas/disputes.ts';
import { lockUser } from '../../allowance/subscription-queries.ts';
import { type AuditContext, recordAudit } from '../../audit/record-audit.ts';
import { disputeBureaus, disputes } from '../../db/schema/disputes.ts';
import { AppError, notFound } from '../../errors.ts';
import { findVisibleDispute } from './queries.ts';
import { type DisputeDeps, getDispute, type Viewer } from './service.ts';

const invalidTransition = (reason: string) =>
  new AppError('INVALID_TRANSITION', 409, 'The dispute cannot move that way', { reason });
const adminsOnly = () => new AppError('FORBIDDEN', 403, 'Only an admin records a bureau’s answer');

/** "No response" only once the time is up; an answer is dated between the letter and today. */
function checkAnswer(
  request: { outcome: string; respondedOn?: string | undefined },
  row: { sentAt: Date; responseDueAt: Date },
  now: Date,
) {
  if (request.outcome === 'no_response' && now <= row.responseDueAt) throw invalidTransition('not_yet_due');
  if (!request.respondedOn) return;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  if (request.respondedOn < day(row.sentAt) || request.respondedOn > day(now)) throw invalidTransition('answer_date');
}

/**
 * The moves after sending. The owner withdraws a draft, or notes that they sent a bureau new information
 * within its 30 days (which gives it 45, § 611(a)(1)(B)); an admin records that a bureau took the dispute up
 * or what it answered, and the dispute's own status follows its bureaus. An admin's answer is written to the
 * audit log in the same transaction, whichever route it came through: it is never recorded without its entry.
 */
export async function changeDisputeStatus(
  deps: DisputeDeps,
  viewer: Viewer,
  id: string,
  request: UpdateDisputeStatusRequest,
  audit: AuditContext,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await findVisibleDispute(tx, viewer, id);
    if (!found) throw notFound();
    // The owner's lock orders this after any submission or other answer under way; then read again.
    const owner = await lockUser(tx, found.dispute.userId);
    const record = await findVisibleDispute(tx, viewer, id);
    if (!record || !owner) throw notFound();
    const { dispute } = record;
    const isOwner = dispute.userId === viewer.id;
    if ('status' in request && request.status === 'withdrawn') {
      if (!isOwner) throw notFound();
      if (!canTransition(dispute.status, 'withdrawn')) throw invalidTransition(dispute.status);
      await tx.update(disputes).set({ status: 'withdrawn', updatedAt: now }).where(eq(disputes.id, id));
      return;
    }
    if (!('bureau' in request)) throw invalidTransition(dispute.status);
    const row = record.bureaus.find((bureauRow) => bureauRow.bureau === request.bureau);
    if (!row || row.status === 'answered') throw invalidTransition(row ? 'answered' : dispute.status);
    const where = and(eq(disputeBureaus.disputeId, id), eq(disputeBureaus.bureau, request.bureau));
    if ('newInformation' in request) {
      if (!isOwner) throw notFound();
      const withinFirstPeriod = now.getTime() < row.sentAt.getTime() + INVESTIGATION_DAYS * DAY_MS;
      if (row.extended || !withinFirstPeriod) throw invalidTransition('extension_not_available');
      const responseDueAt = new Date(row.sentAt.getTime() + EXTENDED_INVESTIGATION_DAYS * DAY_MS);
      await tx.update(disputeBureaus).set({ extended: true, responseDueAt }).where(where);
      return;
    }
    if (!viewer.isAdmin) throw adminsOnly();
    if ('outcome' in request) checkAnswer(request, row, now);
    // Already under review: nothing changes, so nothing is recorded.
    else if (row.status === 'in_review') throw invalidTransition('in_review');
    const answer =
      'outcome' in request
        ? {
            status: 'answered' as const,
            outcome: request.outcome,
            respondedAt: request.respondedOn ? new Date(`${request.respondedOn}T12:00:00Z`) : now,
          }
        : { status: 'in_review' as const };
    await tx.update(disputeBureaus).set(answer).where(where);
    const next = deriveDisputeStatus(
      record.bureaus.map((other) =>
        other.id === row.id ? { ...other, ...answer, outcome: answer.outcome ?? null } : other,
      ),
    );
    if (next !== dispute.status) {
      if (!canTransition(dispute.status, next)) throw invalidTransition(dispute.status);
      const final = next === 'resolved' || next === 'rejected';
      await tx
        .update(disputes)
        .set({ status: next, updatedAt: now, ...(final ? { resolvedAt: now } : {}) })
        .where(eq(disputes.id, id));
    }
    await recordAudit(
      tx,
      audit,
      {
        action: answer.status === 'answered' ? 'dispute_outcome_recorded' : 'dispute_review_recorded',
        target: owner,
        details: {
          disputeId: id,
          bureau: request.bureau,
          outcome: answer.outcome ?? null,
          respondedOn: answer.respondedAt?.toISOString().slice(0, 10) ?? null,
          newStatus: next,
        },
      },
      now,
    );
  });
}

/** The member's route: the change, then the dispute as its viewer sees it. */
export async function updateDisputeStatus(
  deps: DisputeDeps,
  viewer: Viewer,
  id: string,
  request: UpdateDisputeStatusRequest,
  audit: AuditContext,
) {
  await changeDisputeStatus(deps, viewer, id, request, audit);
  return getDispute(deps, viewer, id);
}
