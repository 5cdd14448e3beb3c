import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, stripeEvents, subscriptions } from '#server/db/schema/billing.ts';
import { users } from '#server/db/schema/users.ts';
import { createStripeTestApp } from '#server/test-support/stripe-test-app.ts';
import {
  anEvent,
  anInvoice,
  aSession,
  chargeAnswered,
  chargeSent,
  deliver,
  memberInCheckout,
  type StripeMember,
  signatureOf,
  stripeMember,
  stripeOf,
  stripeTestPayments,
} from '#server/test-support/stripe-webhook-fixtures.ts';
import { createTestApp, setUpTestApp, testConfig } from '#server/test-support/test-app.ts';

const t = setUpTestApp({ payments: stripeTestPayments() });

const post = (payload: string | Buffer, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

const storedEvents = () => t.db.select().from(stripeEvents);

/** What a verified completion would change: the member's status, the subscription, the purchase. */
const stateOf = async (member: StripeMember) => ({
  user: (await t.db.select().from(users).where(eq(users.id, member.id)))[0]?.subscriptionStatus,
  subscription: (await t.db.select().from(subscriptions).where(eq(subscriptions.id, member.subscriptionId)))[0],
  payments: await t.db.select().from(payments).where(eq(payments.subscriptionId, member.subscriptionId)),
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a body without the signature that proves Stripe sent it, changing nothing', async () => {
    const member = await memberInCheckout(t);
    const before = await stateOf(member);
    const eventsBefore = await storedEvents();
    const payload = JSON.stringify(anEvent('checkout.session.completed', aSession(member)));

    const refusals = [
      await post(payload, {}),
      await post(payload, { 'stripe-signature': 'not a signature' }),
      await post(payload, { 'stripe-signature': signatureOf(payload, { secret: 'whsec_someone_else' }) }),
      // Signed, then changed on the way: the bytes no longer match.
      await post(payload.replace(member.customerId, 'cus_test_attacker'), { 'stripe-signature': signatureOf(payload) }),
      await post('', {}),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await storedEvents()).toEqual(eventsBefore);
    expect(await stateOf(member)).toEqual(before);
    expect(t.logs()).toContain('WEBHOOK_SIGNATURE_INVALID');
  });

  it('refuses a signature made too long ago: a captured delivery cannot be replayed later', async () => {
    const member = await memberInCheckout(t);
    const before = await stateOf(member);
    const payload = JSON.stringify(anEvent('checkout.session.completed', aSession(member)));
    const stale = signatureOf(payload, { timestamp: Math.floor(Date.now() / 1000) - 60 * 60 });
    const response = await post(payload, { 'stripe-signature': stale });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await stateOf(member)).toEqual(before);
  });

  it('refuses a signed body that is not a Stripe event', async () => {
    const eventsBefore = await storedEvents();
    const notEvents = ['', '{"id": "evt_1", "type": ', '{"hello": "world"}', '[]', '{"id": "evt_2", "type": "x"}'];
    for (const payload of notEvents) {
      const response = await post(payload, { 'stripe-signature': signatureOf(payload) });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await storedEvents()).toEqual(eventsBefore);
  });

  it('refuses a body over a megabyte unread, and one that is not JSON', async () => {
    const big = JSON.stringify(anEvent('invoice.paid', { id: 'in_big', padding: 'x'.repeat(1024 * 1024) }));
    const tooLarge = await post(big, { 'stripe-signature': signatureOf(big) });
    expect(tooLarge.statusCode).toBe(413);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });

  it('stores each event once: the same id delivered again is acknowledged and not applied', async () => {
    const event = anEvent('customer.subscription.deleted', { id: 'sub_test_1', object: 'subscription' });
    expect((await deliver(t, event)).json()).toEqual({ received: true });
    const replay = await deliver(t, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    const stored = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored).toEqual([
      {
        id: event.id,
        type: 'customer.subscription.deleted',
        receivedAt: t.clock.now(),
        outcome: 'ignored: type not handled',
        userId: null,
      },
    ]);
    expect(t.logs()).toContain('ignored: received before');
  });

  it('answers a replay from what is stored, asking Stripe nothing: Stripe being away makes it no 503', async () => {
    // An invoice's event needs its payments from Stripe (a closed port here): only a replay can be answered.
    const event = anEvent('invoice.paid', { id: 'in_test_replayed', object: 'invoice' });
    await t.db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: t.clock.now(), outcome: 'applied: payment completed' });
    const replay = await deliver(t, event);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    const [stored] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored?.outcome).toBe('applied: payment completed');
  });

  it('answers 503 without storing the event when Stripe cannot be reached to read the saved card', async () => {
    const member = await memberInCheckout(t);
    const before = await stateOf(member);
    // The session names its setup intent by id only; the API (a closed port here) has to be asked for the card.
    const event = anEvent('checkout.session.completed', { ...aSession(member), setup_intent: 'seti_test_by_id' });
    const response = await deliver(t, event);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('PAYMENT_PROCESSOR_UNAVAILABLE');
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
    expect(await stateOf(member)).toEqual(before);
  });

  it('leaves the rest of the API reading JSON as before', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues?.length).toBeGreaterThan(0);
  });
});

describe('with the Stripe double', () => {
  it('reads the saved card from Stripe before acting, when the checkout names its setup intent by id only', async () => {
    const { t: withDouble, double, close } = await createStripeTestApp();
    try {
      const member = await memberInCheckout(withDouble);
      const stripe = stripeOf(withDouble);
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'usd',
        customer: member.customerId,
        client_reference_id: member.id,
        metadata: { userId: member.id, subscriptionId: member.subscriptionId, purpose: 'purchase' },
        success_url: `${testConfig().appOrigin}/subscribe?checkout=done`,
      });
      await withDouble.db
        .update(subscriptions)
        .set({ stripeCheckoutSessionId: session.id })
        .where(eq(subscriptions.id, member.subscriptionId));

      const delivery = await double.completeCheckout(session.id);
      expect(delivery.status).toBe(200);
      const sent = delivery.event.data as { object: { setup_intent: unknown } };
      expect(sent.object.setup_intent).toBe(session.setup_intent);
      const intent = await stripe.setupIntents.retrieve(String(session.setup_intent));
      const [user] = await withDouble.db.select().from(users).where(eq(users.id, member.id));
      expect(user?.subscriptionStatus).toBe('active');
      const [subscription] = await withDouble.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, member.subscriptionId));
      expect(subscription?.stripePaymentMethodId).toBe(intent.payment_method);
      expect(subscription?.stripePaymentMethodId).toMatch(/^pm_/);
    } finally {
      await close();
    }
  });

  it('asks Stripe once for an event delivered twice: the replay is answered from what is stored', async () => {
    const { t: withDouble, double, close } = await createStripeTestApp({ deliverEvents: false });
    try {
      const member = await stripeMember(withDouble);
      const charge = await chargeSent(withDouble, member);
      await chargeAnswered(withDouble, double, charge);
      const event = anEvent('invoice.paid', anInvoice(member, charge));
      const mark = double.requests.length;
      expect((await deliver(withDouble, event)).statusCode).toBe(200);
      expect(double.requests.slice(mark).map((request) => request.path)).toEqual(['/v1/invoice_payments']);
      const replayed = double.requests.length;
      expect((await deliver(withDouble, event)).statusCode).toBe(200);
      expect(double.requests.slice(replayed)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('in manual mode', () => {
  it('has no webhook at all', async () => {
    const manual = await createTestApp();
    try {
      const payload = JSON.stringify(anEvent('invoice.paid', { id: 'in_1' }));
      const response = await manual.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signatureOf(payload) },
        payload,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await manual.close();
    }
  });
});
