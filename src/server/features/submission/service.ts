import type { Cipher } from '#server/crypto/cipher.ts';
import type { Transaction } from '#server/db/client.ts';
import type { LetterConsumer } from '#server/features/letters/index.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { bureausToWrite, recordedReasonCodes } from '#shared/rules/chosen-reasons.ts';
import { canTransition } from '#shared/rules/dispute-status.ts';
import { generateLetters } from './generate-letters.ts';
import { findDisputedItems, insertDisputeBureaus, markDraftsSent } from './queries.ts';

/**
 * Sends drafts on their way: each gets a row and a letter for every bureau that reports the item and whose file
 * bears out a reason the member chose, ready for
 * the member to print and mail. No FCRA clock starts here: the app mails nothing, so the clock waits for the
 * member to say when the letter went out. The caller has checked ownership, the plan and the allowance, and
 * counts the disputes against it.
 */
export async function sendDisputes(
  tx: Transaction,
  options: {
    userId: string;
    consumer: LetterConsumer;
    cipher: Cipher;
    disputeIds: string[];
    billingPeriodId: string;
    now: Date;
  },
): Promise<void> {
  const { disputeIds, now } = options;
  if (disputeIds.length === 0) return;
  // Draft → submitted → sent in one step: only drafts move, and every one asked for must.
  if (!canTransition('draft', 'submitted') || !canTransition('submitted', 'sent')) throw new Error('state machine');
  const moved = await markDraftsSent(tx, disputeIds, { billingPeriodId: options.billingPeriodId, now });
  if (moved.length !== disputeIds.length) throw new Error('a dispute to send was no longer a draft');
  const items = await findDisputedItems(tx, disputeIds);
  await insertDisputeBureaus(
    tx,
    items.flatMap(({ dispute, bureaus, findings }) => {
      // In the bureaus' own order, and only those that report the item and whose file bears out a chosen reason:
      // a bureau without it has nothing to fix, and one that lists a debt once is not told it lists it twice.
      const to = bureausToWrite(bureaus, recordedReasonCodes(dispute), findings);
      return BUREAUS.filter((bureau) => to.includes(bureau)).map((bureau) => ({
        disputeId: dispute.id,
        bureau,
        status: 'ready' as const,
        readyAt: now,
      }));
    }),
  );
  await generateLetters(tx, { ...options, kind: 'dispute' });
}
