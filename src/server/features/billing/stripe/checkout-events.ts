import { z } from 'zod';
import type { Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { endSubscription, openPlan } from '#server/features/allowance/index.ts';
import { countOtherActivatedSubscriptions, findMemberSubscription, updateSubscription } from '../payment-queries.ts';
import { findPurchase } from '../queries.ts';
import { ref, stripeId } from './stripe-objects.ts';
import { retryDeclinedPayments } from './stripe-queries.ts';
import type { ApplyContext, StripeEventInput } from './webhook-events.ts';
import { applied, ignored, isOutcome } from './webhook-events.ts';

/** Checkout in setup mode: it saves the member's card (for a purchase, or to replace a declined one). */
const SessionShape = z.object({
  id: stripeId,
  client_reference_id: z.string().nullish(),
  customer: ref.nullish(),
  metadata: z.object({
    userId: z.uuid(),
    subscriptionId: z.uuid(),
    purpose: z.enum(['purchase', 'payment_method']),
  }),
  // The card the session saved: the setup intent comes expanded (the route retrieves it when Stripe sent an id).
  setup_intent: z.union([stripeId, z.object({ id: stripeId, payment_method: ref.nullish() })]).nullish(),
});
type Session = z.infer<typeof SessionShape>;

/** The setup intent's id when the session names it without its card, so the route can retrieve it. */
export function setupIntentToRetrieve(event: StripeEventInput): string | null {
  if (event.type !== 'checkout.session.completed') return null;
  const intent = SessionShape.shape.setup_intent.safeParse(
    (event.data.object as { setup_intent?: unknown })?.setup_intent,
  );
  return intent.success && typeof intent.data === 'string' ? intent.data : null;
}

const cardOf = (session: Session) =>
  session.setup_intent && typeof session.setup_intent === 'object'
    ? (session.setup_intent.payment_method ?? null)
    : null;

/** The member and subscription a session names, once both are ours and agree with each other. */
async function sessionTarget(tx: Transaction, session: Session) {
  const { userId, subscriptionId } = session.metadata;
  if (session.client_reference_id && session.client_reference_id !== userId) return ignored('member does not match');
  if (!(await lockUser(tx, userId))) return ignored('unknown member');
  const subscription = await findMemberSubscription(tx, userId, subscriptionId);
  return subscription ?? ignored('unknown subscription', userId);
}

export async function checkoutCompleted(tx: Transaction, object: unknown, { now, cipher }: ApplyContext) {
  const parsed = SessionShape.safeParse(object);
  if (!parsed.success) return ignored('malformed checkout session');
  const session = parsed.data;
  const target = await sessionTarget(tx, session);
  if (isOutcome(target)) return target;
  const { userId } = target;
  const customer = session.customer ?? null;
  const card = cardOf(session);
  if (!customer || !card) return ignored('no saved card', userId);
  if (target.stripeCustomerId && target.stripeCustomerId !== customer) {
    return ignored('customer does not match', userId);
  }

  if (session.metadata.purpose === 'payment_method') {
    // A member fixing a declined charge: the new card is kept and the declined rows go back to the charge job,
    // which is run as soon as this commits, so "we're retrying" is true within seconds.
    if (!target.activatedAt || target.endedAt) return ignored('no running plan', userId);
    if (target.stripePaymentMethodId === card) return ignored('card already saved', userId);
    await updateSubscription(tx, target.id, { stripePaymentMethodId: card });
    const retried = await retryDeclinedPayments(tx, target.id);
    return applied(`card replaced, ${retried} declined payment(s) to retry`, userId, retried > 0);
  }

  if (target.stripeCheckoutSessionId !== session.id) return ignored("not this subscription's checkout", userId);
  if (target.activatedAt || target.endedAt) return ignored('subscription no longer pending', userId);
  const purchase = await findPurchase(tx, target.id);
  if (purchase?.status !== 'awaiting_verification') return ignored('purchase no longer pending', userId);
  await updateSubscription(tx, target.id, { stripeCustomerId: customer, stripePaymentMethodId: card });
  await openPlan(tx, {
    subscription: { ...target, stripeCustomerId: customer, stripePaymentMethodId: card },
    purchaseId: purchase.id,
    // Card saved and verified; nothing is taken until the period's letters exist.
    purchase: { status: 'scheduled', verifiedAt: now, externalReference: session.id },
    actorId: null,
    now,
    cipher,
  });
  return applied('plan active', userId);
}

export async function checkoutExpired(tx: Transaction, object: unknown, { now }: ApplyContext) {
  const parsed = SessionShape.safeParse(object);
  if (!parsed.success) return ignored('malformed checkout session');
  const session = parsed.data;
  if (session.metadata.purpose !== 'purchase') return ignored('nothing to undo');
  const target = await sessionTarget(tx, session);
  if (isOutcome(target)) return target;
  const { userId } = target;
  if (target.stripeCheckoutSessionId !== session.id) return ignored("not this subscription's checkout", userId);
  if (target.activatedAt || target.endedAt) return ignored('subscription no longer pending', userId);
  // The member can start again; one who never had a plan reads as having none, not as a plan that ended.
  const earlier = await countOtherActivatedSubscriptions(tx, userId, target.id);
  await endSubscription(tx, target, {
    endedAt: now,
    now,
    action: 'cancelled',
    actorId: null,
    newStatus: earlier ? 'inactive' : 'incomplete',
  });
  return applied('checkout expired, pending plan ended', userId);
}
