import { inArray } from 'drizzle-orm';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { Transaction } from '../db/client.ts';
import { disputeBureaus, disputes } from '../db/schema/disputes.ts';
import type { LetterConsumer } from '../letters/letter-types.ts';
import { generateLetters } from './generate-letters.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends drafts to the bureaus: each gets its three bureau rows with the FCRA's 30-day clock and its letters.
 * The caller has checked ownership, the plan and the allowance, and counts the disputes against it.
 */
export async function sendDisputes(
  tx: Transaction,
  options: {
    cipher: Cipher;
    userId: string;
    consumer: LetterConsumer;
    disputeIds: string[];
    billingPeriodId: string;
    now: Date;
  },
): Promise<void> {
  const { disputeIds, now } = options;
  if (disputeIds.length === 0) return;
  await tx
    .update(disputes)
    .set({ status: 'sent', submittedAt: now, updatedAt: now, billingPeriodId: options.billingPeriodId })
    .where(inArray(disputes.id, disputeIds));
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
