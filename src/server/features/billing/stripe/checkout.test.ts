import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingPeriods, payments, subscriptions } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import { registerAccount, requestAs, signInWithPassword, signUpMember } from '#server/test-support/members.ts';
import { sessionIdOf, setUpStripeTestApp, startCheckout } from '#server/test-support/stripe-test-app.ts';
import { memberWithAgreement } from '#server/test-support/subscriptions.ts';
import { createTestApp, sessionCookieOf, testConfig } from '#server/test-support/test-app.ts';
import { AGREEMENT_VERSION } from '../agreement.ts';
import { startPlanIn } from '../start-plan.ts';

const { appOrigin } = testConfig();
const { t, double, webhookUrl } = setUpStripeTestApp();

const callsTo = (path: string) => double.requests.filter((request) => request.path === path);
const stateOf = async (userId: string) => ({
  user: (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.subscriptionStatus,
  subscriptions: await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
  payments: await t.db.select().from(payments).where(eq(payments.userId, userId)),
  queued: (await t.db.select().from(disputes).where(eq(disputes.userId, userId))).filter((d) => d.queuedByPaymentId),
});

describe('POST /api/subscription/checkout', () => {
  it('answers the hosted page of one setup-mode session for one new customer, and the same page when asked again', async () => {
    const member = await memberWithAgreement(t, 'monthly');
    const customersBefore = callsTo('/v1/customers').length;
    const sessionsBefore = callsTo('/v1/checkout/sessions').length;
    const body = { paymentType: 'monthly', selectedItems: member.items.slice(0, 2) };

    const first = await startCheckout(t, member.cookie, body);
    expect(first.statusCode, first.body).toBe(200);
    const { url } = first.json();
    expect(url).toMatch(new RegExp(`^${double.url}/pay/cs_test_`));
    expect(callsTo('/v1/customers')).toHaveLength(customersBefore + 1);
    expect(callsTo('/v1/checkout/sessions')).toHaveLength(sessionsBefore + 1);

    const [subscription] = (await stateOf(member.id)).subscriptions;
    const created = callsTo('/v1/checkout/sessions').at(-1);
    expect(created?.body).toMatchObject({
      mode: 'setup',
      client_reference_id: member.id,
      customer: subscription?.stripeCustomerId,
      locale: 'en',
      metadata: { userId: member.id, subscriptionId: subscription?.id, purpose: 'purchase' },
      success_url: `${appOrigin}/subscribe?checkout=done`,
      cancel_url: `${appOrigin}/subscribe?checkout=cancelled`,
    });
    expect(created?.idempotencyKey).toBe(`${subscription?.id}-checkout`);
    expect(callsTo('/v1/customers').at(-1)?.body).toMatchObject({
      email: member.email,
      metadata: { userId: member.id },
    });

    const state = await stateOf(member.id);
    expect(state.user).toBe('pending_verification');
    expect(state.subscriptions).toMatchObject([
      { processor: 'stripe', stripeCheckoutSessionId: sessionIdOf(url), activatedAt: null },
    ]);
    expect(state.subscriptions[0]?.stripeCustomerId).toMatch(/^cus_/);
    expect(state.payments).toMatchObject([{ kind: 'purchase', status: 'awaiting_verification', reportedAt: null }]);
    expect(state.queued).toHaveLength(2);

    const again = await startCheckout(t, member.cookie, body);
    expect(again.json()).toEqual({ url });
    expect(callsTo('/v1/customers')).toHaveLength(customersBefore + 1);
    expect(callsTo('/v1/checkout/sessions')).toHaveLength(sessionsBefore + 1);
    expect(await stateOf(member.id)).toEqual(state);
  });

  it('answers one page however many requests arrive at once', async () => {
    const member = await memberWithAgreement(t, 'premium');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => startCheckout(t, member.cookie, { paymentType: 'premium' })),
    );
    const urls = new Set(answers.map((answer) => answer.json().url));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(urls.size).toBe(1);
    expect((await stateOf(member.id)).subscriptions).toHaveLength(1);
  });

  it('refuses a visitor, an unverified member, and a member without the accepted agreement', async () => {
    const body = { paymentType: 'monthly' };
    expect((await startCheckout(t, null, body)).statusCode).toBe(401);
    const email = await registerAccount(t);
    // Signing in needs no verified email; spending money does.
    const signIn = await signInWithPassword(t, email);
    const unverified = await startCheckout(t, sessionCookieOf(signIn), body);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('EMAIL_NOT_VERIFIED');
    const member = await signUpMember(t);
    const refused = await startCheckout(t, member.cookie, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('AGREEMENT_REQUIRED');
    expect(await stateOf(member.id)).toMatchObject({ user: 'incomplete', subscriptions: [], payments: [] });
  });

  it("never shows or touches another member's checkout", async () => {
    const owner = await memberWithAgreement(t);
    const other = await memberWithAgreement(t);
    const ownerUrl = (await startCheckout(t, owner.cookie, { paymentType: 'monthly' })).json().url;
    const ownerState = await stateOf(owner.id);

    const otherAnswer = await startCheckout(t, other.cookie, { paymentType: 'monthly' });
    expect(otherAnswer.json().url).not.toBe(ownerUrl);
    // Another member's items cannot be queued: the whole request is refused and nothing is kept.
    const third = await memberWithAgreement(t);
    const stolen = await startCheckout(t, third.cookie, {
      paymentType: 'monthly',
      selectedItems: owner.items.slice(0, 1),
    });
    expect(stolen.statusCode).toBe(404);
    expect((await stateOf(third.id)).subscriptions).toEqual([]);
    expect(await stateOf(owner.id)).toEqual(ownerState);
    const seen = await requestAs(t, other.cookie)('GET', '/api/subscription');
    expect(seen.json().subscription.id).not.toBe(ownerState.subscriptions[0]?.id);
  });

  it('asks Stripe for nothing when the selection is refused: another member’s item, or more than the plan allows', async () => {
    const owner = await memberWithAgreement(t);
    const member = await memberWithAgreement(t, 'per_dispute');
    const mark = double.requests.length;
    const foreign = await startCheckout(t, member.cookie, {
      paymentType: 'per_dispute',
      selectedItems: owner.items.slice(0, 1),
    });
    expect(foreign.statusCode).toBe(404);
    const tooMany = await startCheckout(t, member.cookie, { paymentType: 'per_dispute', selectedItems: member.items });
    expect(tooMany.json().code).toBe('SELECTION_OVER_LIMIT');
    expect(double.requests.slice(mark)).toEqual([]);
    expect(await stateOf(member.id)).toMatchObject({ user: 'incomplete', subscriptions: [], payments: [], queued: [] });
  });

  it('refuses another plan, or a second checkout once the plan is active', async () => {
    const member = await memberWithAgreement(t, 'monthly');
    const { url } = (await startCheckout(t, member.cookie, { paymentType: 'monthly' })).json();
    const other = await startCheckout(t, member.cookie, { paymentType: 'premium' });
    expect(other.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'other_plan_under_way' });

    const delivery = await double.completeCheckout(sessionIdOf(url));
    expect(delivery.status).toBe(200);
    const active = await startCheckout(t, member.cookie, { paymentType: 'monthly' });
    expect(active.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'active' });
  });

  it('is finished on the hosted page: the card is saved, the member sent back, the plan active and nothing charged', async () => {
    const member = await memberWithAgreement(t);
    const { url } = (await startCheckout(t, member.cookie, { paymentType: 'monthly' })).json();
    const page = await fetch(url);
    expect(await page.text()).toContain('Save card');
    const saved = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${appOrigin}/subscribe?checkout=done`);

    const state = await stateOf(member.id);
    expect(state.user).toBe('active');
    expect(state.subscriptions[0]?.stripePaymentMethodId).toMatch(/^pm_/);
    expect(state.payments).toMatchObject([{ kind: 'purchase', status: 'scheduled', amountCents: 12_000 }]);
    const periods = await t.db
      .select()
      .from(billingPeriods)
      .where(eq(billingPeriods.subscriptionId, state.subscriptions[0]?.id ?? ''));
    expect(periods).toMatchObject([{ index: 0, openedAt: t.clock.now() }]);
    expect(double.requests.filter((request) => request.path.startsWith('/v1/invoice'))).toEqual([]);
  });

  it('replaces a checkout Stripe let expire: the pending plan ends and a fresh agreement starts a new one', async () => {
    const member = await memberWithAgreement(t);
    const { url } = (
      await startCheckout(t, member.cookie, { paymentType: 'monthly', selectedItems: member.items.slice(0, 1) })
    ).json();
    // The expiry's event is late: the member is back first.
    double.setWebhookUrl(null);
    await double.expireCheckout(sessionIdOf(url));
    double.setWebhookUrl(webhookUrl());

    const expired = await startCheckout(t, member.cookie, { paymentType: 'monthly' });
    expect(expired.json().code).toBe('AGREEMENT_REQUIRED');
    const ended = await stateOf(member.id);
    expect(ended.subscriptions[0]?.endedAt).not.toBeNull();
    expect(ended.payments).toMatchObject([{ status: 'cancelled' }]);
    expect(ended.queued).toEqual([]);

    await memberAgreesAgain(member.cookie);
    const fresh = await startCheckout(t, member.cookie, { paymentType: 'monthly' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().url).not.toBe(url);
  });

  it('lets a member who cancelled an unfinished checkout start again', async () => {
    const member = await memberWithAgreement(t);
    const { url } = (await startCheckout(t, member.cookie, { paymentType: 'monthly' })).json();
    const invoicesBefore = double.requests.filter((request) => request.path.startsWith('/v1/invoice')).length;
    const cancelled = await requestAs(t, member.cookie)('POST', '/api/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await stateOf(member.id)).payments).toMatchObject([{ status: 'cancelled' }]);
    await memberAgreesAgain(member.cookie);
    const again = await startCheckout(t, member.cookie, { paymentType: 'monthly' });
    expect(again.statusCode).toBe(200);
    expect(again.json().url).not.toBe(url);
    expect(double.requests.filter((request) => request.path.startsWith('/v1/invoice'))).toHaveLength(invoicesBefore);
  });

  it('makes the session for a plan the account was opened with (onboarding, before the email was verified)', async () => {
    const member = await memberWithAgreement(t);
    await t.db.transaction((tx) =>
      startPlanIn(
        tx,
        member.id,
        { paymentType: 'monthly', selectedItems: [] },
        { now: t.clock.now(), processor: 'stripe', cipher: t.cipher },
      ),
    );
    const answer = await startCheckout(t, member.cookie, { paymentType: 'monthly' });
    expect(answer.statusCode, answer.body).toBe(200);
    const [subscription] = (await stateOf(member.id)).subscriptions;
    expect(subscription?.stripeCheckoutSessionId).toBe(sessionIdOf(answer.json().url));
    expect(callsTo('/v1/checkout/sessions').at(-1)?.idempotencyKey).toBe(`${subscription?.id}-checkout`);
    expect((await startCheckout(t, member.cookie, { paymentType: 'monthly' })).json()).toEqual(answer.json());
  });

  it('refuses the manual start: plans begin with the card checkout here', async () => {
    const member = await memberWithAgreement(t);
    const reported = await requestAs(t, member.cookie)('POST', '/api/subscription/start', { paymentType: 'monthly' });
    expect(reported.statusCode).toBe(409);
    expect(reported.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'card_payment' });
    expect((await stateOf(member.id)).subscriptions).toEqual([]);
  });
});

describe('POST /api/subscription/payment-method', () => {
  const newCard = (cookie: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/subscription/payment-method', headers: cookie ? { cookie } : {} });

  it('is only for a member whose charge was declined, and keeps their Stripe customer', async () => {
    expect((await newCard(null)).statusCode).toBe(401);
    const member = await memberWithAgreement(t);
    const { url } = (await startCheckout(t, member.cookie, { paymentType: 'monthly' })).json();
    await double.completeCheckout(sessionIdOf(url));
    const active = await newCard(member.cookie);
    expect(active.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'active' });

    await t.db.update(users).set({ subscriptionStatus: 'past_due' }).where(eq(users.id, member.id));
    const answer = await newCard(member.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const [subscription] = (await stateOf(member.id)).subscriptions;
    expect(callsTo('/v1/checkout/sessions').at(-1)?.body).toMatchObject({
      mode: 'setup',
      customer: subscription?.stripeCustomerId,
      metadata: { userId: member.id, subscriptionId: subscription?.id, purpose: 'payment_method' },
      success_url: `${appOrigin}/account?card=updated`,
      cancel_url: `${appOrigin}/account`,
    });
    expect(answer.json().url).toMatch(new RegExp(`^${double.url}/pay/cs_test_`));
  });
});

describe('without Stripe', () => {
  it('answers Checkout Unavailable in manual mode', async () => {
    const manual = await createTestApp();
    try {
      const member = await memberWithAgreement(manual);
      const answer = await startCheckout(manual, member.cookie, { paymentType: 'monthly' });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('CHECKOUT_UNAVAILABLE');
    } finally {
      await manual.close();
    }
  });

  it('answers 503 and keeps nothing when Stripe does not answer', async () => {
    const unreachable = await createTestApp({
      payments: {
        processor: 'stripe',
        secretKey: 'sk_test_unreachable',
        webhookSecret: 'whsec_unreachable',
        apiUrl: new URL('http://127.0.0.1:9'),
      },
    });
    try {
      const member = await memberWithAgreement(unreachable);
      const answer = await startCheckout(unreachable, member.cookie, {
        paymentType: 'monthly',
        selectedItems: member.items.slice(0, 2),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().code).toBe('PAYMENT_PROCESSOR_UNAVAILABLE');
      const [user] = await unreachable.db.select().from(users).where(eq(users.id, member.id));
      expect(user?.subscriptionStatus).toBe('incomplete');
      expect(await unreachable.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))).toEqual([]);
      expect(await unreachable.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
      expect(await unreachable.db.select().from(disputes).where(eq(disputes.userId, member.id))).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });
});

async function memberAgreesAgain(cookie: string) {
  const accepted = await requestAs(t, cookie)('POST', '/api/subscription/agreement', {
    plan: 'monthly',
    version: AGREEMENT_VERSION,
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
}
