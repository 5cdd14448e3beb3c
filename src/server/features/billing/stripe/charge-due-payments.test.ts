import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments, stripeEvents, subscriptions } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import { MAILING_FEE_CENTS, mailOneLetter } from '#server/test-support/mailing-charges.ts';
import type { RecordedRequest } from '#server/test-support/stripe-double.ts';
import { sessionIdOf, setUpStripeTestApp, startCheckout } from '#server/test-support/stripe-test-app.ts';
import { deliver, stripeOf } from '#server/test-support/stripe-webhook-fixtures.ts';
import { memberWithAgreement, paymentsByPeriod } from '#server/test-support/subscriptions.ts';
import { setUpOnce, testConfig } from '#server/test-support/test-app.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { type ChargeDeps, chargeDuePayments } from './charge-due-payments.ts';
import { createStripe } from './stripe-client.ts';

const DAY = 24 * 60 * 60 * 1000;
const { legal } = testConfig();
const { t, double, webhookUrl } = setUpStripeTestApp();
const deps = setUpOnce<ChargeDeps>(async () => ({ db: t.db, clock: t.clock, cipher: t.cipher, config: { legal } }));

/** One run of the job, its events delivered before the test looks. */
const runJob = async () => {
  const sent = await chargeDuePayments(deps, stripeOf(t));
  await double.delivered();
  return sent;
};

interface Member {
  id: string;
  cookie: string;
  subscriptionId: string;
  customerId: string;
}

/** The invoice calls the double received since `mark` (a length of its request list). */
const invoiceCallsSince = (mark: number): RecordedRequest[] =>
  double.requests.slice(mark).filter((request) => request.path.startsWith('/v1/invoice'));

/** A member who chose a plan with two items, saved a card on the hosted page, and is active. */
async function cardMember(): Promise<Member> {
  const member = await memberWithAgreement(t);
  const answer = await startCheckout(t, member.cookie, {
    paymentType: 'monthly',
    selectedItems: member.items.slice(0, 2),
  });
  const delivery = await double.completeCheckout(sessionIdOf(answer.json().url));
  expect(delivery.status).toBe(200);
  const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
  if (!subscription?.stripeCustomerId) throw new Error('no customer');
  return {
    id: member.id,
    cookie: member.cookie,
    subscriptionId: subscription.id,
    customerId: subscription.stripeCustomerId,
  };
}

const subscriptionOf = async (member: Member) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/subscription', headers: { cookie: member.cookie } })
  ).json() as SubscriptionResponse;
const cancelPlan = (member: Member) =>
  t.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: { cookie: member.cookie } });
const lettersOf = (member: Member) =>
  t.db
    .select()
    .from(disputes)
    .where(and(eq(disputes.userId, member.id), ne(disputes.status, 'draft')));

describe('CROA § 1679b(b): money only for letters that exist', () => {
  it('charges nothing through the right to cancel and the month its letters go out, then that month once, and waives a month without letters', async () => {
    const start = t.clock.now();
    const mark = double.requests.length;
    const member = await cardMember();
    expect(await runJob()).toBe(0);

    // Inside the 3 business days: the queued drafts wait, no letter exists, nothing is charged.
    t.clock.set(new Date(start.getTime() + 2 * DAY));
    expect((await subscriptionOf(member)).queuedDisputes).toBe(2);
    expect(await lettersOf(member)).toEqual([]);
    expect(await runJob()).toBe(0);
    expect(invoiceCallsSince(mark)).toEqual([]);

    // The window closed: the letters go out, but the month is still running, so nothing is owed yet.
    t.clock.set(new Date(start.getTime() + 6 * DAY));
    await subscriptionOf(member);
    expect(await lettersOf(member)).toHaveLength(2);
    expect(await runJob()).toBe(0);
    expect(invoiceCallsSince(mark)).toEqual([]);

    // The month closed with letters: it is charged once, and the next month opens when that is paid.
    t.clock.set(new Date('2026-12-22T15:00:01Z'));
    const closed = await subscriptionOf(member);
    expect(closed.currentPeriod).toMatchObject({ index: 1, openedAt: null, remaining: 0 });
    expect(await paymentsByPeriod(t, member)).toMatchObject([
      { periodIndex: 0, kind: 'purchase', status: 'due', amountCents: 12_000 },
      { periodIndex: 1, kind: 'renewal', status: 'scheduled', amountCents: 12_000 },
    ]);
    const [due] = await paymentsByPeriod(t, member);
    const charging = double.requests.length;
    expect(await runJob()).toBe(1);
    const calls = invoiceCallsSince(charging);
    const [invoiceId] = double.events
      .filter((event) => event.type === 'invoice.paid')
      .map((event) => (event.data as { object: { id: string } }).object.id)
      .slice(-1);
    expect(calls.map((call) => [call.path, call.idempotencyKey])).toEqual([
      ['/v1/invoices', `${due?.id}-invoice`],
      ['/v1/invoiceitems', `${due?.id}-item`],
      [`/v1/invoices/${invoiceId}/finalize`, `${due?.id}-finalize`],
      [`/v1/invoices/${invoiceId}/pay`, expect.stringMatching(new RegExp(`^${due?.id}-pay-pm_`))],
      // Stripe's answer is applied at once, with the charge that paid the invoice; its event reads them again.
      ['/v1/invoice_payments', null],
      ['/v1/invoice_payments', null],
    ]);
    expect(calls[0]?.body).toMatchObject({
      customer: member.customerId,
      collection_method: 'charge_automatically',
      auto_advance: 'false',
      default_payment_method: expect.stringMatching(/^pm_/),
      metadata: { userId: member.id, subscriptionId: member.subscriptionId, paymentId: due?.id, periodIndex: '0' },
      description: 'CreditPath Professional plan: disputes sent November 22, 2026 to December 22, 2026',
    });
    expect(calls[1]?.body).toMatchObject({ amount: '12000', currency: 'usd', invoice: invoiceId });
    expect((await paymentsByPeriod(t, member))[0]).toMatchObject({ status: 'completed', stripeInvoiceId: invoiceId });
    expect((await subscriptionOf(member)).currentPeriod).toMatchObject({ index: 1, remaining: 5 });
    expect((await subscriptionOf(member)).currentPeriod?.openedAt).not.toBeNull();

    const again = double.requests.length;
    expect(await runJob()).toBe(0);
    expect(invoiceCallsSince(again)).toEqual([]);

    // A month without letters is waived: nothing is sent to Stripe, and the next month opens from its start.
    t.clock.set(new Date('2027-01-22T15:00:01Z'));
    const waived = double.requests.length;
    const next = await subscriptionOf(member);
    expect(next.currentPeriod).toMatchObject({ index: 2, startsAt: '2027-01-22T15:00:00.000Z', remaining: 5 });
    expect(next.currentPeriod?.openedAt).toBe('2027-01-22T15:00:00.000Z');
    expect((await paymentsByPeriod(t, member)).map((row) => row.status)).toEqual(['completed', 'waived', 'scheduled']);
    expect(await runJob()).toBe(0);
    expect(invoiceCallsSince(waived)).toEqual([]);
  });

  it('sends nothing to Stripe when the member cancels within the 3 business days', async () => {
    t.clock.set(new Date('2027-03-01T15:00:00Z'));
    const mark = double.requests.length;
    const member = await cardMember();
    t.clock.set(new Date('2027-03-02T15:00:00Z'));
    const cancelled = await cancelPlan(member);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'inactive' });
    expect((await paymentsByPeriod(t, member)).map((row) => row.status)).toEqual(['cancelled']);
    expect(await lettersOf(member)).toEqual([]);
    expect(await runJob()).toBe(0);
    // Months later nothing is owed either: the plan ended with no letter in it.
    t.clock.set(new Date('2027-05-01T15:00:00Z'));
    await subscriptionOf(member);
    expect(await runJob()).toBe(0);
    expect(invoiceCallsSince(mark)).toEqual([]);
    expect(double.requests.slice(mark).map((request) => request.path)).not.toContain('/v1/refunds');
  });
});

describe('chargeDuePayments', () => {
  /** A member whose first month closed with their two letters in it: its charge is due. */
  async function memberWithChargeDue(): Promise<Member> {
    const start = new Date('2027-06-01T15:00:00Z');
    t.clock.set(start);
    const member = await cardMember();
    t.clock.set(new Date(start.getTime() + 7 * DAY));
    await subscriptionOf(member);
    t.clock.set(new Date('2027-07-01T15:00:01Z'));
    await subscriptionOf(member);
    expect((await paymentsByPeriod(t, member))[0]?.status).toBe('due');
    return member;
  }

  it('sends one charge when two runs pick at once', async () => {
    const member = await memberWithChargeDue();
    const mark = double.requests.length;
    const sent = await Promise.all([chargeDuePayments(deps, stripeOf(t)), chargeDuePayments(deps, stripeOf(t))]);
    await double.delivered();
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
    const calls = invoiceCallsSince(mark);
    expect(calls.filter((call) => call.path === '/v1/invoices')).toHaveLength(1);
    expect(calls.filter((call) => call.path.endsWith('/pay'))).toHaveLength(1);
    expect((await paymentsByPeriod(t, member))[0]?.status).toBe('completed');
  });

  it('applies a payment Stripe took at once, without waiting for its event, which then changes nothing', async () => {
    const member = await memberWithChargeDue();
    double.setWebhookUrl(null);
    const eventsBefore = double.events.length;
    expect(await runJob()).toBe(1);
    double.setWebhookUrl(webhookUrl());
    const [paid] = await paymentsByPeriod(t, member);
    expect(paid).toMatchObject({ status: 'completed', stripeChargeId: expect.stringMatching(/^ch_/) });
    expect((await subscriptionOf(member)).currentPeriod).toMatchObject({ index: 1, remaining: 5 });

    const before = await paymentsByPeriod(t, member);
    const [event] = double.events.slice(eventsBefore).filter((sent) => sent.type === 'invoice.paid');
    if (!event) throw new Error('no invoice.paid event');
    expect((await deliver(t, event)).statusCode).toBe(200);
    const [stored] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored?.outcome).toBe('ignored: already paid');
    expect(await paymentsByPeriod(t, member)).toEqual(before);
  });

  it('applies a decline at once (its code kept, the member past due), and has it charged again as soon as a new card is saved', async () => {
    const member = await memberWithChargeDue();
    double.failNextCharges('insufficient_funds');
    double.setWebhookUrl(null);
    const eventsBefore = double.events.length;
    expect(await runJob()).toBe(1);
    double.setWebhookUrl(webhookUrl());
    expect((await paymentsByPeriod(t, member))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'insufficient_funds',
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(user?.subscriptionStatus).toBe('past_due');
    const [event] = double.events.slice(eventsBefore).filter((sent) => sent.type === 'invoice.payment_failed');
    if (!event) throw new Error('no invoice.payment_failed event');
    expect((await deliver(t, event)).statusCode).toBe(200);
    const [stored] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored?.outcome).toBe('ignored: already declined');

    // Past due: a month that begins meanwhile does not open, and the one that never opened owes nothing.
    t.clock.set(new Date('2027-08-01T15:00:01Z'));
    const waiting = await subscriptionOf(member);
    expect(waiting.currentPeriod).toMatchObject({ index: 2, openedAt: null, remaining: 0 });
    expect((await paymentsByPeriod(t, member)).map((row) => row.status)).toEqual(['failed', 'waived', 'scheduled']);
    expect(await runJob()).toBe(0);

    const card = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/payment-method',
      headers: { cookie: member.cookie },
    });
    expect(card.statusCode, card.body).toBe(200);
    const mark = double.requests.length;
    expect((await double.completeCheckout(sessionIdOf(card.json().url))).status).toBe(200);
    // The app's own job runs once the card is saved: no run of the test's, no minute's wait.
    await vi.waitFor(async () => expect((await paymentsByPeriod(t, member))[0]?.status).toBe('completed'), {
      timeout: 5000,
    });
    await double.delivered();
    // The invoice it already has is paid again, with the new card: no second invoice.
    expect(invoiceCallsSince(mark).map((call) => call.path)).toEqual([
      expect.stringMatching(/^\/v1\/invoices\/in_\w+\/pay$/),
      '/v1/invoice_payments',
      '/v1/invoice_payments',
    ]);
    const recovered = await subscriptionOf(member);
    expect(recovered.status).toBe('active');
    expect(recovered.currentPeriod).toMatchObject({ index: 2, remaining: 5 });
  });

  it('charges nothing more once a past-due member cancels, not even a retry a new card queued', async () => {
    const member = await memberWithChargeDue();
    double.failNextCharges('card_declined');
    expect(await runJob()).toBe(1);
    expect((await subscriptionOf(member)).status).toBe('past_due');
    // A new card was saved and its retry is queued, but the job has not sent it yet.
    await t.db.update(payments).set({ status: 'due' }).where(eq(payments.subscriptionId, member.subscriptionId));
    const cancelled = await cancelPlan(member);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('inactive');
    const mark = double.requests.length;
    expect(await runJob()).toBe(0);
    expect(invoiceCallsSince(mark)).toEqual([]);
    expect((await paymentsByPeriod(t, member)).map((row) => row.status)).not.toContain('due');
  });

  it('charges the last month of a plan that ended at its date, but nothing once money went back', async () => {
    const ended = await memberWithChargeDue();
    await t.db.update(subscriptions).set({ endedAt: t.clock.now() }).where(eq(subscriptions.id, ended.subscriptionId));
    const refunded = await memberWithChargeDue();
    // A refund ended this plan while its charge was being sent, and the charge was put back to due.
    await t.db
      .update(subscriptions)
      .set({ endedAt: t.clock.now() })
      .where(eq(subscriptions.id, refunded.subscriptionId));
    await t.db.insert(payments).values({
      userId: refunded.id,
      subscriptionId: refunded.subscriptionId,
      kind: 'refund',
      amountCents: -12_000,
      status: 'refunded',
      createdAt: t.clock.now(),
    });
    const mark = double.requests.length;
    expect(await runJob()).toBe(1);
    expect((await paymentsByPeriod(t, ended))[0]?.status).toBe('completed');
    expect((await paymentsByPeriod(t, refunded))[0]?.status).toBe('due');
    const metadata = invoiceCallsSince(mark)
      .filter((call) => call.path === '/v1/invoices')
      .map((call) => (call.body.metadata as { userId: string }).userId);
    expect(metadata).toEqual([ended.id]);
  });

  it('keeps a charge due when Stripe cannot be reached, for the next run', async () => {
    const member = await memberWithChargeDue();
    const unreachable = createStripe({
      processor: 'stripe',
      secretKey: 'sk_test_unreachable',
      webhookSecret: 'whsec_unreachable',
      apiUrl: new URL('http://127.0.0.1:9'),
    });
    if (!unreachable) throw new Error('no Stripe client');
    const failures: string[] = [];
    const sent = await chargeDuePayments(deps, unreachable, (_error, paymentId) => failures.push(paymentId));
    const [due] = await paymentsByPeriod(t, member);
    expect(sent).toBe(0);
    expect(failures).toEqual([due?.id]);
    expect(due).toMatchObject({ status: 'due', stripeInvoiceId: null });
    expect(await runJob()).toBe(1);
    expect((await paymentsByPeriod(t, member))[0]?.status).toBe('completed');
  });
});

describe('a letter we mailed (issue 28)', () => {
  it("charges its fee only once its period closes, with the period's charge, on an invoice of its own", async () => {
    const member = await cardMember();
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, member.subscriptionId));
    const activatedAt = subscription?.activatedAt;
    if (!activatedAt) throw new Error('not active');
    // Past the right to cancel (3 business days, holidays too): the queued drafts go out as letters.
    t.clock.set(new Date(activatedAt.getTime() + 10 * DAY));
    await subscriptionOf(member);
    expect(await lettersOf(member)).toHaveLength(2);
    const mailedOn = t.clock.now();
    const fee = await mailOneLetter(t, member.id);
    // Mailed, but its month is still running: nothing is sent to Stripe.
    const mark = double.requests.length;
    expect(await runJob()).toBe(0);
    expect(invoiceCallsSince(mark)).toEqual([]);

    const closesAt = new Date(activatedAt);
    closesAt.setUTCMonth(closesAt.getUTCMonth() + 1);
    t.clock.set(new Date(closesAt.getTime() + 1000));
    await subscriptionOf(member);
    const [period] = await paymentsByPeriod(t, member);
    expect(period?.status).toBe('due');
    const charging = double.requests.length;
    // Both in one run, unless the month's invoice.paid event holds the member just then (PostgreSQL: SKIP LOCKED
    // leaves them to the next run, as for any member someone else holds).
    const first = await runJob();
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first + (await runJob())).toBe(2);
    expect(await runJob()).toBe(0);
    const creates = invoiceCallsSince(charging).filter((call) => call.path === '/v1/invoices');
    expect(creates.map((call) => call.idempotencyKey)).toEqual([`${period?.id}-invoice`, `${fee.paymentId}-invoice`]);
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(mailedOn);
    expect(creates[1]?.body).toMatchObject({
      customer: member.customerId,
      description: `Certified letter mailed by ${legal.businessName} on ${day}`,
      metadata: { userId: member.id, subscriptionId: member.subscriptionId, paymentId: fee.paymentId, kind: 'mailing' },
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, fee.paymentId));
    expect(row).toMatchObject({ kind: 'mailing', status: 'completed', amountCents: MAILING_FEE_CENTS });
    expect(row?.stripeChargeId).toMatch(/^ch_/);
    expect(row?.stripeInvoiceId).not.toBe(period?.stripeInvoiceId);
  });
});
