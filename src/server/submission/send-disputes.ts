import { and, eq, inArray } from 'drizzle-orm';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { DAY_MS } from '#shared/constants/time.ts';
import { canTransition } from '#shared/rules/dispute-status.ts';
import type { Transaction } from '../db/client.ts';
import { disputeBureaus, disputes } from '../db/schema/disputes.ts';
import type { LetterConsumer } from '../letters/letter-types.ts';
import { generateLetters } from './generate-letters.ts';

/**
 * Sends drafts to the bureaus: each gets its three bureau rows with the FCRA's 30-day clock and its letters.
 * The caller has checked ownership, the plan and the allowance, and counts the disputes against it.
 */
export async function sendDisputes(
  tx: Transaction,
  options: {
    userId: string;
    consumer: LetterConsumer;
    disputeIds: string[];
    billingPeriodId: string;
    now: Date;
  },
): Promise<void> {
  const { disputeIds, now } = options;
  if (disputeIds.length === 0) return;
  // Draft → submitted → sent in one step: only drafts move, and every one asked for must.
  if (!canTransition('draft', 'submitted') || !canTransition('submitted', 'sent')) throw new Error('state machine');
  const moved = await tx
    .update(disputes)
    .set({ status: 'sent', submittedAt: now, updatedAt: now, billingPeriodId: options.billingPeriodId })
    .where(and(inArray(disputes.id, disputeIds), eq(disputes.status, 'draft')))
    .returning({ id: disputes.id });
  if (moved.length !== disputeIds.length) throw new Error('a dispute to send was no longer a draft');
  await tx.insert(disputeBureaus).values(
    disputeIds.flatMap((disputeId) =>
      BUREAUS.map((bureau) => ({
        disputeId,
        bureau,
        status: 'sent' as const,
        sentAt: now,
        responseDueAt: new Date(now.getTime() + INVESTIGATION_DAYS * DAY_MS),
      })),
    ),
  );
  await generateLetters(tx, { ...options, kind: 'dispute' });
}
