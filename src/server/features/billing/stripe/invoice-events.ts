import { z } from 'zod';
import type { Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import type { users } from '#server/db/schema/users.ts';
import {
  openPaidForPeriod,
  recordHistory,
  STRIPE_CHARGE_STATUSES,
  type SubscriptionRow,
  setSubscriptionStatus,
} from '#server/features/allowance/index.ts';
import { notify } from '#server/features/notifications/index.ts';
import { findSubscription, type PaymentRecord, updatePayment } from '../payment-queries.ts';
import { declineOf, paidChargeOf } from './invoice-payments.ts';
import { ref, stripeId } from './stripe-objects.ts';
import { countDeclinedPayments, findInvoicePayment } from './stripe-queries.ts';
import type { ApplyContext } from './webhook-events.ts';
import { applied, ignored, isOutcome } from './webhook-events.ts';

/**
 * The invoice our charge job sent for one payment row, once its period closed with letters in it. The charge
 * that paid it and the decline of a failed attempt are on its payments, listed beside it (ApplyContext).
 */
const InvoiceShape = z.object({
  id: stripeId,
  customer: ref.nullish(),
  metadata: z
    .object({ userId: z.uuid().optional().catch(undefined), paymentId: z.uuid().optional().catch(undefined) })
    .nullish(),
  attempt_count: z.number().int().nonnegative().nullish(),
});

/** The invoice and the payment it charges, found by the id our charge job put in its metadata, else by the invoice. */
async function invoiceTarget(tx: Transaction, object: unknown) {
  const parsed = InvoiceShape.safeParse(object);
  if (!parsed.success) return ignored('malformed invoice');
  const invoice = parsed.data;
  const which = { paymentId: invoice.metadata?.paymentId, invoiceId: invoice.id };
  const found = await findInvoicePayment(tx, which);
  if (!found) return ignored('unknown payment');
  const metadataUser = invoice.metadata?.userId;
  if (metadataUser && metadataUser !== found.userId) return ignored('member does not match');
  const { userId } = found;
  const user = await lockUser(tx, userId);
  if (!user) return ignored('unknown member');
  // Read again under the lock: another delivery, or the charge job, may have moved it meanwhile.
  const payment = await findInvoicePayment(tx, which);
  const subscription = payment ? await findSubscription(tx, payment.subscriptionId) : null;
  if (!payment || !subscription) return ignored('unknown payment', userId);
  if (payment.stripeInvoiceId && payment.stripeInvoiceId !== invoice.id) return ignored('another invoice', userId);
  const customer = invoice.customer ?? null;
  if (customer && subscription.stripeCustomerId && customer !== subscription.stripeCustomerId) {
    return ignored('customer does not match', userId);
  }
  return { invoice, payment, subscription, user };
}

/** A charge sent (or put back to due when Stripe did not answer: it may have gone through) now reported on. */
const isCharged = (payment: PaymentRecord) => STRIPE_CHARGE_STATUSES.includes(payment.status);

/**
 * The invoice was paid: the payment completes with the charge that paid it (what a refund or chargeback will
 * name), a member past due with nothing else declined recovers, and the period waiting for it opens. Reached
 * from the invoice.paid event and from the charge job when Stripe answers its payment at once; whichever comes
 * second finds the payment completed and changes nothing.
 */
export async function invoicePaid(tx: Transaction, object: unknown, { now, invoicePayments }: ApplyContext) {
  const target = await invoiceTarget(tx, object);
  if (isOutcome(target)) return target;
  const { invoice, payment, subscription, user } = target;
  if (payment.status === 'completed') return ignored('already paid', user.id);
  if (!isCharged(payment)) return ignored(`payment is ${payment.status}`, user.id);
  await updatePayment(tx, payment.id, {
    status: 'completed',
    verifiedAt: now,
    externalReference: invoice.id,
    stripeInvoiceId: invoice.id,
    stripeChargeId: paidChargeOf(invoicePayments),
    failureReason: null,
  });
  const outcome = await recoverMember(tx, subscription, user.subscriptionStatus, now);
  if (!subscription.endedAt) await openPaidForPeriod(tx, subscription, now);
  return applied(outcome, user.id);
}

async function recoverMember(
  tx: Transaction,
  subscription: SubscriptionRow,
  status: (typeof users.$inferSelect)['subscriptionStatus'],
  now: Date,
): Promise<string> {
  if (status !== 'past_due' || subscription.endedAt) return 'payment completed';
  if (await countDeclinedPayments(tx, subscription.id)) return 'payment completed, other payments still declined';
  await setStatus(tx, subscription, 'active', 'payment_recovered', now);
  return 'payment completed, member recovered';
}

/**
 * The invoice's payment was declined: the payment fails with the bank's decline code, the member is past due
 * (nothing is sent while past due) and told. Reached from the invoice.payment_failed event and from the charge
 * job when Stripe declines its payment at once; whichever comes second changes nothing.
 */
export async function invoicePaymentFailed(tx: Transaction, object: unknown, { now, invoicePayments }: ApplyContext) {
  const target = await invoiceTarget(tx, object);
  if (isOutcome(target)) return target;
  const { invoice, payment, subscription, user } = target;
  if (payment.status === 'completed') return ignored('already paid', user.id);
  if (payment.status === 'failed') return ignored('already declined', user.id);
  if (!isCharged(payment)) return ignored(`payment is ${payment.status}`, user.id);
  const declined = declineOf(invoicePayments);
  await updatePayment(tx, payment.id, {
    status: 'failed',
    stripeInvoiceId: invoice.id,
    failureReason: declined.reason,
  });
  if (user.subscriptionStatus === 'active' && !subscription.endedAt) {
    await setStatus(tx, subscription, 'past_due', 'payment_failed', now);
  }
  // Each declined attempt is told once: a retry on a new card that is declined too is news to the member.
  // Stripe counts a retry we ask for as the same attempt, so the attempt is told apart by its failed charge.
  const attempt = declined.chargeId ?? String(invoice.attempt_count ?? 1);
  await notify(
    tx,
    {
      userId: user.id,
      kind: 'payment_failed',
      subjectKey: `${payment.id}:${attempt}`,
      data: { amountCents: payment.amountCents },
    },
    now,
  );
  return applied('payment declined', user.id);
}

async function setStatus(
  tx: Transaction,
  subscription: SubscriptionRow,
  status: 'active' | 'past_due',
  action: 'payment_recovered' | 'payment_failed',
  now: Date,
) {
  await setSubscriptionStatus(tx, subscription.userId, status, now);
  await recordHistory(tx, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    action,
    paymentType: subscription.paymentType,
    newStatus: status,
    actorId: null,
    createdAt: now,
  });
}
