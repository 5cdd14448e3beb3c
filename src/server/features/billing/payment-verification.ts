import type { Cipher } from '#server/crypto/cipher.ts';
import type { Transaction } from '#server/db/client.ts';
import type { users } from '#server/db/schema/users.ts';
import { notFound } from '#server/errors.ts';
import {
  findOpenSubscription,
  openPaidForPeriod,
  recordHistory,
  releaseQueuedDrafts,
  settleSubscription,
} from '#server/features/allowance/index.ts';
import { wrongSubscriptionState } from './billing-errors.ts';
import { completeFeesReportedWith, findPayment, findSubscription, updatePayment } from './payment-queries.ts';

/**
 * Manual mode: an admin checked with the processor a payment the member reported (a period's price, owed after
 * it closed with letters; a mailed letter's fee; or, from before billing in arrears, a renewal paid up front).
 * The row is completed with the processor's reference, and so are the fees of mailed letters reported paid with
 * a period's price (one "I've paid it" reports everything due: they are on the same invoice); once nothing else
 * is owed, the waiting period opens and the drafts go out as far as it allows. Runs under the member's row lock
 * (`user` is the locked row). Answers what the audit records (no month for a fee paid on its own).
 */
export async function verifyPayment(
  tx: Transaction,
  options: {
    user: typeof users.$inferSelect;
    paymentId: string;
    paymentReference: string;
    adminId: string;
    now: Date;
    cipher: Cipher;
  },
): Promise<{ renewalMonth: number | null; submittedDisputes: number }> {
  const { user, now } = options;
  // A cancellation whose date has come ends the plan first; a period that closed is billed.
  await settleSubscription(tx, user.id, now, options.cipher);
  const payment = await findPayment(tx, options.paymentId);
  // Another member's payment is as unknown here as one that does not exist.
  if (!payment || payment.userId !== user.id) throw notFound();
  if (
    payment.kind === 'refund' ||
    payment.kind === 'chargeback' ||
    (payment.periodIndex === null) !== (payment.kind === 'mailing')
  ) {
    throw wrongSubscriptionState(payment.kind);
  }
  if (payment.status !== 'awaiting_verification') throw wrongSubscriptionState(payment.status);
  const subscription = await findSubscription(tx, payment.subscriptionId);
  if (!subscription) throw notFound();
  if (subscription.processor !== 'manual') throw wrongSubscriptionState(subscription.processor);
  // A legacy purchase paid up front starts its plan through activation (no payment id) instead.
  if (!subscription.activatedAt) throw wrongSubscriptionState(user.subscriptionStatus);

  const verified = {
    status: 'completed',
    verifiedAt: now,
    verifiedBy: options.adminId,
    externalReference: options.paymentReference,
  } as const;
  await updatePayment(tx, payment.id, verified);
  if (payment.kind !== 'mailing' && payment.reportedAt) {
    await completeFeesReportedWith(tx, { subscriptionId: subscription.id, reportedAt: payment.reportedAt }, verified);
  }
  await recordHistory(tx, {
    userId: user.id,
    subscriptionId: subscription.id,
    action: 'renewal_verified',
    paymentType: subscription.paymentType,
    newStatus: user.subscriptionStatus,
    actorId: options.adminId,
    createdAt: now,
  });
  // The plan goes on: a period waiting for this payment opens, and the drafts queued on it go out.
  const open = await findOpenSubscription(tx, user.id);
  // The audit's word for the period paid for, counted from 1 (for the one-time plan, always 1).
  const renewalMonth = payment.periodIndex === null ? null : payment.periodIndex + 1;
  if (open?.id !== subscription.id) return { renewalMonth, submittedDisputes: 0 };
  await openPaidForPeriod(tx, open, now);
  const submittedDisputes = await releaseQueuedDrafts(tx, open, now, options.cipher);
  return { renewalMonth, submittedDisputes };
}
