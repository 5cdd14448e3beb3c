import { and, eq, isNull } from 'drizzle-orm';
import { releaseQueuedDrafts } from '../../allowance/release-queued-drafts.ts';
import { settleSubscription } from '../../allowance/settle-subscription.ts';
import { findOpenSubscription, recordHistory } from '../../allowance/subscription-queries.ts';
import type { Cipher } from '../../crypto/cipher.ts';
import type { Transaction } from '../../db/client.ts';
import { billingPeriods, payments } from '../../db/schema/billing.ts';
import type { users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import { notify } from '../notifications/notify.ts';
import { wrongSubscriptionState } from './billing-errors.ts';
import { findPayment } from './renewal-queries.ts';

/**
 * Manual mode: an admin checked a month's renewal with the processor. The row is completed with the
 * processor's reference, that month's allowance opens, the member is told, and drafts still queued on the
 * plan go out. Runs under the member's row lock (`user` is the locked row). Answers what the audit records.
 */
export async function verifyRenewal(
  tx: Transaction,
  options: {
    user: typeof users.$inferSelect;
    paymentId: string;
    paymentReference: string;
    adminId: string;
    now: Date;
    cipher: Cipher;
  },
): Promise<{ submittedDisputes: number; renewalMonth: number }> {
  const { user, now } = options;
  // A cancellation whose date has come ends the plan first, and with it the renewals nobody verified.
  await settleSubscription(tx, user.id, now, options.cipher);
  const payment = await findPayment(tx, options.paymentId);
  // Another member's payment is as unknown here as one that does not exist.
  if (!payment || payment.userId !== user.id) throw notFound();
  if (payment.kind !== 'renewal' || payment.periodIndex === null) throw wrongSubscriptionState(payment.kind);
  if (payment.status !== 'awaiting_verification') throw wrongSubscriptionState(payment.status);
  const subscription = await findOpenSubscription(tx, user.id);
  if (subscription?.id !== payment.subscriptionId) throw wrongSubscriptionState(user.subscriptionStatus);
  if (subscription.processor !== 'manual') throw wrongSubscriptionState(subscription.processor);

  await tx
    .update(payments)
    .set({
      status: 'completed',
      verifiedAt: now,
      verifiedBy: options.adminId,
      externalReference: options.paymentReference,
    })
    .where(eq(payments.id, payment.id));
  await tx
    .update(billingPeriods)
    .set({ openedAt: now })
    .where(
      and(
        eq(billingPeriods.subscriptionId, subscription.id),
        eq(billingPeriods.index, payment.periodIndex),
        isNull(billingPeriods.openedAt),
      ),
    );
  await recordHistory(tx, {
    userId: user.id,
    subscriptionId: subscription.id,
    action: 'renewal_verified',
    paymentType: subscription.paymentType,
    newStatus: user.subscriptionStatus,
    actorId: options.adminId,
    createdAt: now,
  });
  // The same notice as a verified purchase ("we verified your payment"), once for each month verified.
  await notify(
    tx,
    { userId: user.id, kind: 'plan_active', subjectKey: payment.id, data: { plan: subscription.paymentType } },
    now,
  );
  const submittedDisputes = await releaseQueuedDrafts(tx, subscription, now, options.cipher);
  return { submittedDisputes, renewalMonth: payment.periodIndex + 1 };
}
