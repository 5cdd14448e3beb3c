import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { endSubscription } from '../../../allowance/end-subscription.ts';
import { lockUser } from '../../../allowance/subscription-queries.ts';
import type { Transaction } from '../../../db/client.ts';
import { payments, subscriptions } from '../../../db/schema/billing.ts';
import type { ApplyContext } from './apply-stripe-event.ts';
import { ref, stripeId } from './stripe-objects.ts';
import { applied, ignored, isOutcome } from './webhook-events.ts';

/** Money going back: a refund we gave from Stripe's dashboard, or a chargeback the member's bank took. */
const ChargeShape = z.object({
  id: stripeId,
  amount_refunded: z.number().int().nonnegative(),
  customer: ref.nullish(),
});

const DisputeShape = z.object({
  id: stripeId,
  amount: z.number().int().positive(),
  charge: z.union([stripeId, z.object({ id: stripeId, customer: ref.nullish() })]),
});

/**
 * The subscription a charge paid for: the payment that recorded it, else (its invoice.paid not seen yet) the
 * newest subscription of the customer it was taken from.
 */
async function chargeTarget(tx: Transaction, chargeId: string, customer: string | null) {
  const [paid] = await tx
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(and(eq(payments.stripeChargeId, chargeId), ne(payments.kind, 'refund'), ne(payments.kind, 'chargeback')));
  const [subscription] = paid
    ? await tx.select().from(subscriptions).where(eq(subscriptions.id, paid.subscriptionId))
    : customer
      ? await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.stripeCustomerId, customer))
          .orderBy(desc(subscriptions.createdAt))
          .limit(1)
      : [];
  if (!subscription) return ignored('unknown charge');
  if (!(await lockUser(tx, subscription.userId))) return ignored('unknown member');
  // Read again under the lock: it may have ended meanwhile.
  const [fresh] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
  return fresh ?? ignored('unknown charge');
}

export async function chargeRefunded(tx: Transaction, object: unknown, { now }: ApplyContext) {
  const parsed = ChargeShape.safeParse(object);
  if (!parsed.success) return ignored('malformed charge');
  const charge = parsed.data;
  if (charge.amount_refunded === 0) return ignored('nothing refunded');
  const target = await chargeTarget(tx, charge.id, charge.customer ?? null);
  if (isOutcome(target)) return target;
  const { userId } = target;
  const refunded = { amountCents: -charge.amount_refunded, status: 'refunded' as const, stripeChargeId: charge.id };
  // One refund a subscription: a later refund of the same charge (a partial one topped up) states the new total.
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, target.id), eq(payments.kind, 'refund')));
  if (existing?.stripeChargeId === charge.id) {
    if (existing.amountCents === refunded.amountCents) return ignored('already refunded', userId);
    await tx.update(payments).set(refunded).where(eq(payments.id, existing.id));
    return applied('refund total updated', userId);
  }
  if (existing && existing.status !== 'refund_due') return ignored('subscription already refunded', userId);
  if (existing) {
    // The refund a cancellation owed, now paid back through Stripe.
    await tx
      .update(payments)
      .set({ ...refunded, verifiedAt: now, externalReference: charge.id })
      .where(eq(payments.id, existing.id));
  } else {
    await tx.insert(payments).values({
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

export async function chargeDisputed(tx: Transaction, object: unknown, { now }: ApplyContext) {
  const parsed = DisputeShape.safeParse(object);
  if (!parsed.success) return ignored('malformed dispute');
  const dispute = parsed.data;
  const chargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
  const customer = typeof dispute.charge === 'string' ? null : (dispute.charge.customer ?? null);
  const target = await chargeTarget(tx, chargeId, customer);
  if (isOutcome(target)) return target;
  const { userId } = target;
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.kind, 'chargeback'), eq(payments.stripeChargeId, chargeId)));
  if (existing) return ignored('chargeback already recorded', userId);
  await tx.insert(payments).values({
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
