import type { Cipher } from '#server/crypto/cipher.ts';
import type { Transaction } from '#server/db/client.ts';
import type { LetterConsumer } from '#server/features/letters/index.ts';
import { sendDisputes } from '#server/features/submission/index.ts';
import {
  type BillingPeriodRow,
  findDraftsAmong,
  findSubscriptionStatus,
  lockPeriod,
  spendAllowance,
} from './subscription-queries.ts';

/** Only an active member's letters go out: one past due (a declined charge unpaid) sends nothing. */
export async function maySend(tx: Transaction, userId: string): Promise<boolean> {
  return (await findSubscriptionStatus(tx, userId)) === 'active';
}

/**
 * Sends the member's drafts among `disputeIds`, oldest first, as far as the period's allowance reaches, and
 * counts them against it. Runs inside the caller's transaction under the user lock, so two submissions can
 * never both spend the last dispute. The caller brings who signs the letters (nothing goes out unsigned).
 * Checks maySend itself, whichever path asks. Answers the ids sent.
 */
export async function submitWithinAllowance(
  tx: Transaction,
  options: {
    consumer: LetterConsumer;
    cipher: Cipher;
    userId: string;
    disputeIds: string[];
    period: BillingPeriodRow;
    now: Date;
  },
): Promise<string[]> {
  const { userId, period, now } = options;
  if (!(await maySend(tx, userId))) return [];
  const fresh = await lockPeriod(tx, period.id);
  // A period waiting for its payment lends nothing.
  const remaining = fresh?.openedAt ? fresh.allowance - fresh.used : 0;
  if (remaining <= 0 || options.disputeIds.length === 0) return [];
  const drafts = await findDraftsAmong(tx, userId, options.disputeIds, remaining);
  const ids = drafts.map((draft) => draft.id);
  if (ids.length === 0) return [];
  await sendDisputes(tx, {
    userId,
    consumer: options.consumer,
    cipher: options.cipher,
    disputeIds: ids,
    billingPeriodId: period.id,
    now,
  });
  await spendAllowance(tx, period.id, ids.length);
  return ids;
}
