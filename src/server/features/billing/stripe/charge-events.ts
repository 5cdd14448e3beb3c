import { z } from 'zod';
import type { Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { endSubscription } from '#server/features/allowance/index.ts';
import { findSubscription, insertPayment, updatePayment } from '../payment-queries.ts';
import type { InvoicePayment } from './invoice-payments.ts';
import { stripeId } from './stripe-objects.ts';
import {
  findChargeback,
  findRefund,
  findSubscriptionIdByCharge,
  findSubscriptionIdByInvoices,
} from './stripe-queries.ts';
import type { ApplyContext } from './webhook-events.ts';
import { applied, ignored, isOutcome } from './webhook-events.ts';

/** Money going back: a refund we gave from Stripe's dashboard, or a chargeback the member's bank took. */
const ChargeShape = z.object({
  id: stripeId,
  amount_refunded: z.number().int().nonnegative(),
});

const DisputeShape = z.object({
  id: stripeId,
  amount: z.number().int().positive(),
  charge: z.union([stripeId, z.object({ id: stripeId })]),
});

/**
 * The subscription a charge paid for: the payment that recorded the charge, else (its invoice.paid not applied
 * yet) the payment of the invoice the charge's PaymentIntent paid. Every charge we make pays one of our
 * invoices; any other charge on the customer is not ours to act on.
 */
async function chargeTarget(tx: Transaction, chargeId: string, invoicePayments: InvoicePayment[]) {
  const invoiceIds = invoicePayments.map((payment) => payment.invoice);
  const paid =
    (await findSubscriptionIdByCharge(tx, chargeId)) ??
    (invoiceIds.length > 0 ? await findSubscriptionIdByInvoices(tx, invoiceIds) : undefined);
  const subscription = paid ? await findSubscription(tx, paid.subscriptionId) : null;
  if (!subscription) return ignored('unknown charge');
  if (!(await lockUser(tx, subscription.userId))) return ignored('unknown member');
  // Read again under the lock: it may have ended meanwhile.
  const fresh = await findSubscription(tx, subscription.id);
  return fresh ?? ignored('unknown charge');
}

export async function chargeRefunded(tx: Transaction, object: unknown, { now, invoicePayments }: ApplyContext) {
  const parsed = ChargeShape.safeParse(object);
  if (!parsed.success) return ignored('malformed charge');
  const charge = parsed.data;
  if (charge.amount_refunded === 0) return ignored('nothing refunded');
  const target = await chargeTarget(tx, charge.id, invoicePayments);
  if (isOutcome(target)) return target;
  const { userId } = target;
  const refunded = { amountCents: -charge.amount_refunded, status: 'refunded' as const, stripeChargeId: charge.id };
  // One refund a subscription: a later refund of the same charge (a partial one topped up) states the new total.
  const existing = await findRefund(tx, target.id);
  if (existing?.stripeChargeId === charge.id) {
    if (existing.amountCents === refunded.amountCents) return ignored('already refunded', userId);
    await updatePayment(tx, existing.id, refunded);
    return applied('refund total updated', userId);
  }
  if (existing && existing.status !== 'refund_due') return ignored('subscription already refunded', userId);
  if (existing) {
    // The refund a cancellation owed, now paid back through Stripe.
    await updatePayment(tx, existing.id, { ...refunded, verifiedAt: now, externalReference: charge.id });
  } else {
    await insertPayment(tx, {
      ...refunded,
      userId,
      subscriptionId: target.id,
      kind: 'refund',
      externalReference: charge.id,
      createdAt: now,
      verifiedAt: now,
    });
  }
  if (!target.endedAt) await endSubscription(tx, target, { endedAt: now, now, action: 'refunded', actorId: null });
  return applied('refund recorded', userId);
}

export async function chargeDisputed(tx: Transaction, object: unknown, { now, invoicePayments }: ApplyContext) {
  const parsed = DisputeShape.safeParse(object);
  if (!parsed.success) return ignored('malformed dispute');
  const dispute = parsed.data;
  const chargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
  const target = await chargeTarget(tx, chargeId, invoicePayments);
  if (isOutcome(target)) return target;
  const { userId } = target;
  const existing = await findChargeback(tx, chargeId);
  if (existing) return ignored('chargeback already recorded', userId);
  await insertPayment(tx, {
    userId,
    subscriptionId: target.id,
    kind: 'chargeback',
    amountCents: -dispute.amount,
    status: 'refunded',
    stripeChargeId: chargeId,
    externalReference: dispute.id,
    createdAt: now,
    verifiedAt: now,
  });
  if (!target.endedAt) await endSubscription(tx, target, { endedAt: now, now, action: 'chargeback', actorId: null });
  return applied('chargeback recorded', userId);
}
