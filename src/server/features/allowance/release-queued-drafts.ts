import type { Cipher } from '#server/crypto/cipher.ts';
import type { Transaction } from '#server/db/client.ts';
import { findLetterConsumer } from '#server/features/profile/index.ts';
import { maySend, submitWithinAllowance } from './submit-within-allowance.ts';
import {
  findPeriodAt,
  findQueuedDrafts,
  findRightToCancelEnd,
  type SubscriptionRow,
  unqueueDrafts,
} from './subscription-queries.ts';

/**
 * CROA § 1679d(a)(2): no service before the 3-business-day right to cancel has run out. The drafts a payment
 * queued therefore go out once the plan is active and the window has closed, counted against the billing
 * period in which that happened (not whichever period is current when someone next looks). Answers how many
 * were submitted.
 */
export async function releaseQueuedDrafts(
  tx: Transaction,
  subscription: SubscriptionRow,
  now: Date,
  cipher: Cipher,
): Promise<number> {
  // Past due: the drafts stay queued and go out once the declined charge is paid.
  if (!subscription.activatedAt || !(await maySend(tx, subscription.userId))) return 0;
  // Nothing goes out unsigned: the drafts keep waiting until the member gives their mailing details.
  const consumer = await findLetterConsumer(tx, cipher, subscription.userId);
  if (!consumer) return 0;
  const rightToCancelEndsAt = await findRightToCancelEnd(tx, subscription.agreementId);
  if (!rightToCancelEndsAt) return 0;
  const releaseAt = new Date(Math.max(subscription.activatedAt.getTime(), rightToCancelEndsAt.getTime()));
  if (now < releaseAt) return 0;
  const queued = await findQueuedDrafts(tx, subscription.id);
  if (queued.length === 0) return 0;
  const period = await findPeriodAt(tx, subscription.id, releaseAt);
  if (!period) return 0;
  const ids = queued.map((row) => row.id);
  const submitted = await submitWithinAllowance(tx, {
    consumer,
    cipher,
    userId: subscription.userId,
    disputeIds: ids,
    period,
    now,
  });
  // What the allowance could not take stays a plain draft, for the member to send in a later period.
  const left = ids.filter((id) => !submitted.includes(id));
  if (left.length > 0) {
    await unqueueDrafts(tx, left, now);
  }
  return submitted.length;
}
