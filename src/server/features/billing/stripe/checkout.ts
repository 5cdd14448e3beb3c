import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { lockUser } from '#server/db/member-lock.ts';
import { AppError, unauthorized } from '#server/errors.ts';
import { findOpenSubscription, type SubscriptionRow } from '#server/features/allowance/index.ts';
import type { SessionUser } from '#server/sessions/session-queries.ts';
import type { CheckoutRequest } from '#shared/schemas/subscription.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { wrongSubscriptionState } from '../billing-errors.ts';
import { findStripeCustomer } from '../queries.ts';
import { openSubscription } from '../start-plan.ts';
import { checkoutExpired } from './checkout-events.ts';
import { callStripe, processorUnavailable } from './processor-unavailable.ts';
import { attachCheckoutSession, rehearse } from './stripe-queries.ts';

/** What a Checkout Session is for: a plan's first card, or a new card for a past-due member. */
type Purpose = 'purchase' | 'payment_method';
/** Where the member comes back to on our site: the plan page after a purchase, the account after a new card. */
const PURCHASE_PAGES = { successPath: '/subscribe?checkout=done', cancelPath: '/subscribe?checkout=cancelled' };
const CARD_PAGES = { successPath: '/account?card=updated', cancelPath: '/account' };

type Member = Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName' | 'language' | 'subscriptionStatus'>;

const checkoutUnavailable = () =>
  new AppError('CHECKOUT_UNAVAILABLE', 409, 'Card payments are not set up here: plans are paid by payment link');

export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw checkoutUnavailable();
  return stripe;
}

/**
 * Starts (or resumes) the card checkout for the plan whose agreement the member accepted: a setup-mode Checkout
 * Session saves and verifies their card, and nothing is charged until letters exist (CROA § 1679b(b)). The
 * request is checked before any Stripe object is made, and the Stripe objects are made before the subscription
 * is stored, so neither a refused request nor a Stripe that does not answer leaves anything behind. Calling
 * again while the checkout is open answers the same page; an expired one is replaced.
 */
export async function openCheckout(
  deps: BillingDeps,
  stripe: Stripe,
  member: Member,
  request: CheckoutRequest,
): Promise<{ url: string }> {
  // Twice at most: once more after an expired checkout was ended, or after losing a race to a double click.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const pending = await findPendingCheckout(deps, member.id, request);
    const url = pending
      ? await resumeCheckout(deps, stripe, member, pending)
      : await startCheckout(deps, stripe, member, request);
    if (url) return { url };
  }
  throw wrongSubscriptionState('checkout_changed');
}

/** A plan opened and not yet paid for is resumed, never doubled; any other open plan refuses a checkout. */
async function findPendingCheckout(deps: BillingDeps, userId: string, request: CheckoutRequest) {
  const open = await findOpenSubscription(deps.db, userId);
  if (!open) return null;
  if (open.activatedAt) throw wrongSubscriptionState('active');
  if (open.processor !== 'stripe') throw wrongSubscriptionState('manual_payment_under_way');
  if (open.paymentType !== request.paymentType) throw wrongSubscriptionState('other_plan_under_way');
  return open;
}

/**
 * The member who comes back is sent to the session already open, not asked for a card twice. An expired one
 * gives null (the caller starts afresh) once its plan is ended.
 */
async function resumeCheckout(
  deps: BillingDeps,
  stripe: Stripe,
  member: Member,
  pending: SubscriptionRow,
): Promise<string | null> {
  if (!pending.stripeCheckoutSessionId) return attachCheckout(deps, stripe, member, pending);
  const sessionId = pending.stripeCheckoutSessionId;
  const session = await callStripe(() => stripe.checkout.sessions.retrieve(sessionId));
  if (session.status === 'open' && session.url) return session.url;
  // The card is saved; Stripe's event activates the plan in a moment.
  if (session.status === 'complete') throw wrongSubscriptionState('checkout_complete');
  await endExpiredCheckout(deps, session);
  return null;
}

/**
 * The member left the page until it expired, and Stripe's event saying so has not arrived yet: what the event
 * would do is done now (the pending plan ends), so a new checkout can take its place.
 */
async function endExpiredCheckout(deps: BillingDeps, session: Stripe.Checkout.Session): Promise<void> {
  const context = { now: deps.clock.now(), cipher: deps.cipher, invoicePayments: [] };
  await deps.db.transaction((tx) => checkoutExpired(tx, session, context));
}

/**
 * A subscription opened without its checkout (onboarding opens the plan with the account, before the email is
 * verified): its session is made now, with keys derived from the subscription so a retry finds the same one.
 */
async function attachCheckout(
  deps: BillingDeps,
  stripe: Stripe,
  member: Member,
  pending: SubscriptionRow,
): Promise<string> {
  const session = await createSession(deps, stripe, member, pending.id, 'purchase', {
    customer: pending.stripeCustomerId ?? (await findStripeCustomer(deps.db, member.id)),
    ...PURCHASE_PAGES,
  });
  await attachCheckoutSession(deps.db, pending.id, session);
  return session.url;
}

/** A new plan: the Stripe customer and session first, then the subscription that names them. */
async function startCheckout(
  deps: BillingDeps,
  stripe: Stripe,
  member: Member,
  request: CheckoutRequest,
): Promise<string | null> {
  const userId = member.id;
  // A request at the same moment opened the plan first: the caller resumes its checkout instead.
  if (!(await checkOpening(deps, userId, request))) return null;
  const subscriptionId = randomUUID();
  const session = await createSession(deps, stripe, member, subscriptionId, 'purchase', {
    customer: await findStripeCustomer(deps.db, userId),
    ...PURCHASE_PAGES,
  });
  let url: string | null;
  try {
    url = await deps.db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) throw unauthorized();
      // A double click got here first: its checkout is the one to answer (ours is withdrawn below).
      if (await findOpenSubscription(tx, userId)) return null;
      await openSubscription(tx, userId, request, {
        now: deps.clock.now(),
        subscription: {
          id: subscriptionId,
          processor: 'stripe',
          stripeCheckoutSessionId: session.id,
          stripeCustomerId: session.customer,
        },
        purchase: {},
      });
      return session.url;
    });
  } catch (error) {
    await withdraw(stripe, session.id);
    throw error;
  }
  if (!url) await withdraw(stripe, session.id);
  return url;
}

/**
 * Refuses what opening the plan would refuse (no agreement, more items than the plan allows, an item that is
 * not the member's) before any Stripe object exists: the opening itself is run and rolled back, so these
 * checks are the real ones and cannot drift from them. Under the member's lock, as the opening needs: answers
 * false when another request opened a plan meanwhile.
 */
async function checkOpening(deps: BillingDeps, userId: string, request: CheckoutRequest): Promise<boolean> {
  return rehearse(deps.db, async (tx) => {
    if (!(await lockUser(tx, userId))) throw unauthorized();
    if (await findOpenSubscription(tx, userId)) return false;
    await openSubscription(tx, userId, request, {
      now: deps.clock.now(),
      subscription: { processor: 'stripe' },
      purchase: {},
    });
    return true;
  });
}

/** A session nobody will be sent to is expired, so it can never save a card for a plan that does not exist. */
async function withdraw(stripe: Stripe, sessionId: string): Promise<void> {
  await stripe.checkout.sessions.expire(sessionId).catch(() => undefined);
}

/**
 * Past due: a setup-mode session for the same customer saves a new card; once it completes, the declined
 * charge goes back to the charge job.
 */
export async function openPaymentMethodCheckout(
  deps: BillingDeps,
  stripe: Stripe,
  member: Member,
): Promise<{ url: string }> {
  const open = await findOpenSubscription(deps.db, member.id);
  if (member.subscriptionStatus !== 'past_due' || open?.processor !== 'stripe' || !open.stripeCustomerId) {
    throw wrongSubscriptionState(member.subscriptionStatus);
  }
  const session = await createSession(deps, stripe, member, open.id, 'payment_method', {
    customer: open.stripeCustomerId,
    ...CARD_PAGES,
  });
  return { url: session.url };
}

async function createSession(
  deps: BillingDeps,
  stripe: Stripe,
  member: Member,
  subscriptionId: string,
  purpose: Purpose,
  options: { customer: string | null; successPath: string; cancelPath: string },
): Promise<{ id: string; url: string; customer: string }> {
  const metadata = { userId: member.id, subscriptionId, purpose };
  // A purchase's objects are keyed by its subscription, so the SDK's own retries make nothing twice, and a
  // second request for a plan opened without its checkout (attachCheckout) finds the same customer and
  // session. A new plan's id is new with each request: of two at once, the one that loses the lock withdraws
  // its session (startCheckout).
  const key = (what: string) => (purpose === 'purchase' ? { idempotencyKey: `${subscriptionId}-${what}` } : {});
  const customer =
    options.customer ??
    (
      await callStripe(() =>
        stripe.customers.create(
          {
            email: member.email,
            name: `${member.firstName} ${member.lastName}`,
            preferred_locales: [member.language],
            metadata: { userId: member.id },
          },
          key('customer'),
        ),
      )
    ).id;
  const session = await callStripe(() =>
    stripe.checkout.sessions.create(
      {
        mode: 'setup',
        currency: 'usd',
        customer,
        client_reference_id: member.id,
        metadata,
        setup_intent_data: { metadata },
        locale: member.language,
        success_url: `${deps.config.appOrigin}${options.successPath}`,
        cancel_url: `${deps.config.appOrigin}${options.cancelPath}`,
      },
      key('checkout'),
    ),
  );
  if (!session.url) throw processorUnavailable(new Error(`checkout session ${session.id} came without a page`));
  return { id: session.id, url: session.url, customer };
}
