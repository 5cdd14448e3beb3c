import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { billingPeriods, payments, subscriptions } from '#server/db/schema/billing.ts';
import { findPurchase } from '#server/features/billing/queries.ts';
import { startPlanIn } from '#server/features/billing/start-plan.ts';
import type { StripeSettings } from '#server/features/billing/stripe/stripe-client.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { StripeDouble } from './stripe-double.ts';
import { memberWithAgreement } from './subscriptions.ts';
import type { TestApp } from './test-app.ts';

export const WEBHOOK_SECRET = 'whsec_webhook_tests';

/**
 * Test settings for Stripe. Unless a double's address is given, the API is a closed local port: a call nobody
 * expected fails at once, and nothing can reach the network.
 */
export const stripeTestPayments = (apiUrl = new URL('http://127.0.0.1:9')): StripeSettings => ({
  processor: 'stripe',
  secretKey: 'sk_test_webhook_tests',
  webhookSecret: WEBHOOK_SECRET,
  apiUrl,
});

let sequence = 0;
const next = (prefix: string) => {
  sequence += 1;
  return `${prefix}_test_${sequence}_${Date.now()}`;
};

/** The Stripe-Signature header for `payload`: signed now with our secret, unless told otherwise. */
export const signatureOf = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });

/** A Stripe event around `object`, with a fresh id unless one is given (a replay sends the same). */
export const anEvent = (type: string, object: object, id = next('evt')) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

/** Delivers an event as Stripe does: the exact bytes, signed with the webhook secret. */
export function deliver(t: Pick<TestApp, 'app'>, event: object) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureOf(payload) },
    payload,
  });
}

export interface StripeMember {
  id: string;
  cookie: string;
  subscriptionId: string;
  purchaseId: string;
  sessionId: string;
  customerId: string;
}

/**
 * A member who chose a plan and was sent to Stripe's Checkout, which has not finished: the subscription (with
 * its customer and session) and its purchase await verification, as the checkout route leaves them. Two items
 * are queued as drafts.
 */
export async function memberInCheckout(t: TestApp, paymentType: PaymentType = 'monthly'): Promise<StripeMember> {
  const member = await memberWithAgreement(t, paymentType);
  const selectedItems = member.items.slice(0, 2);
  const { subscriptionId } = await t.db.transaction((tx) =>
    startPlanIn(
      tx,
      member.id,
      { paymentType, selectedItems },
      { now: t.clock.now(), processor: 'stripe', cipher: t.cipher },
    ),
  );
  const purchase = await findPurchase(t.db, subscriptionId);
  if (!purchase) throw new Error('no purchase');
  const sessionId = next('cs');
  const customerId = next('cus');
  const [subscription] = await t.db
    .update(subscriptions)
    .set({ stripeCheckoutSessionId: sessionId, stripeCustomerId: customerId })
    .where(eq(subscriptions.userId, member.id))
    .returning();
  if (!subscription) throw new Error('no subscription');
  return {
    id: member.id,
    cookie: member.cookie,
    subscriptionId: subscription.id,
    purchaseId: purchase.id,
    sessionId,
    customerId,
  };
}

/** Checkout's session as its events carry it, the setup intent expanded with the card it saved. */
export const aSession = (member: StripeMember, purpose: 'purchase' | 'payment_method' = 'purchase') => ({
  id: purpose === 'purchase' ? member.sessionId : next('cs'),
  object: 'checkout.session',
  mode: 'setup',
  status: 'complete',
  client_reference_id: member.id,
  customer: member.customerId,
  metadata: { userId: member.id, subscriptionId: member.subscriptionId, purpose },
  setup_intent: { id: next('seti'), object: 'setup_intent', payment_method: next('pm') },
});

/** A member whose checkout completed: plan active, period 0 open, the purchase scheduled. */
export async function stripeMember(t: TestApp, paymentType: PaymentType = 'monthly'): Promise<StripeMember> {
  const member = await memberInCheckout(t, paymentType);
  const response = await deliver(t, anEvent('checkout.session.completed', aSession(member)));
  if (response.statusCode !== 200) throw new Error(`checkout completion failed: ${response.body}`);
  return member;
}

/** The app's Stripe client: the test app must take payments through Stripe (the double). */
export function stripeOf(t: Pick<TestApp, 'stripe'>): Stripe {
  if (!t.stripe) throw new Error('the test app has no Stripe');
  return t.stripe;
}

/**
 * What the charge job leaves once period `index` closed with letters: its row sent to Stripe (the double) as
 * a finalized invoice, not yet paid (processing), and the next period begun, waiting for that payment.
 * Answers the invoice's id and the row.
 */
export async function chargeSent(t: TestApp, member: StripeMember, index = 0) {
  const [due] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, member.subscriptionId), eq(payments.periodIndex, index)));
  if (!due) throw new Error(`no payment for period ${index}`);
  const stripe = stripeOf(t);
  const invoice = await stripe.invoices.create({
    customer: member.customerId,
    collection_method: 'charge_automatically',
    auto_advance: false,
    currency: 'usd',
    metadata: { userId: member.id, subscriptionId: member.subscriptionId, paymentId: due.id, periodIndex: `${index}` },
  });
  await stripe.invoiceItems.create({
    customer: member.customerId,
    invoice: invoice.id,
    amount: due.amountCents,
    currency: 'usd',
  });
  await stripe.invoices.finalizeInvoice(invoice.id);
  const [payment] = await t.db
    .update(payments)
    .set({ status: 'processing', stripeInvoiceId: invoice.id, claimedAt: t.clock.now() })
    .where(eq(payments.id, due.id))
    .returning();
  if (!payment) throw new Error(`no payment for period ${index}`);
  const [current] = await t.db
    .select()
    .from(billingPeriods)
    .where(and(eq(billingPeriods.subscriptionId, member.subscriptionId), eq(billingPeriods.index, index)));
  if (!current?.endsAt) throw new Error(`no monthly period ${index}`);
  await t.db.insert(billingPeriods).values({
    userId: member.id,
    subscriptionId: member.subscriptionId,
    index: index + 1,
    startsAt: current.endsAt,
    endsAt: new Date(current.endsAt.getTime() + 30 * 24 * 3600 * 1000),
    allowance: current.allowance,
    openedAt: null,
  });
  return { invoiceId: invoice.id, payment };
}

/**
 * Stripe takes the payment of a charge sent (see chargeSent), or declines it with `declineCode`: what the
 * events that follow report. Answers the id of the charge made (paid, or failed).
 */
export async function chargeAnswered(
  t: TestApp,
  double: StripeDouble,
  charge: { invoiceId: string },
  declineCode?: string,
): Promise<string> {
  const stripe = stripeOf(t);
  if (declineCode) double.failNextCharges(declineCode);
  await stripe.invoices.pay(charge.invoiceId).catch((error: unknown) => {
    if (!(declineCode && error instanceof Stripe.errors.StripeCardError)) throw error;
  });
  const listed = await stripe.invoicePayments.list({
    invoice: charge.invoiceId,
    expand: ['data.payment.payment_intent'],
  });
  const intent = listed.data[0]?.payment.payment_intent;
  const chargeId = typeof intent === 'object' ? intent?.latest_charge : null;
  if (typeof chargeId !== 'string') throw new Error(`no charge on ${charge.invoiceId}`);
  return chargeId;
}

/** Stripe's invoice for a payment row, as invoice.* events carry it (its payments are not in the payload). */
export const anInvoice = (
  member: StripeMember,
  charge: { invoiceId: string; payment: { id: string; periodIndex: number | null } },
  extra: object = {},
) => ({
  id: charge.invoiceId,
  object: 'invoice',
  customer: member.customerId,
  metadata: {
    userId: member.id,
    subscriptionId: member.subscriptionId,
    paymentId: charge.payment.id,
    periodIndex: String(charge.payment.periodIndex),
  },
  ...extra,
});

export const newUuid = () => randomUUID();
