import { and, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { payments, stripeEvents, subscriptions } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import { callAs } from '#server/test-support/admin.ts';
import { MAILING_FEE_CENTS, mailOneLetter } from '#server/test-support/mailing-charges.ts';
import { passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import type { RecordedRequest } from '#server/test-support/stripe-double.ts';
import { sessionIdOf, setUpStripeTestApp, startCheckout } from '#server/test-support/stripe-test-app.ts';
import { deliver, stripeOf } from '#server/test-support/stripe-webhook-fixtures.ts';
import { memberWithAgreement, paymentsByPeriod } from '#server/test-support/subscriptions.ts';
import { setUpOnce, testConfig } from '#server/test-support/test-app.ts';
import type { StoppedChargesResponse } from '#shared/schemas/admin.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { type ChargeDeps, chargeDuePayments } from './charge-due-payments.ts';
import { createStripe } from './stripe-client.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
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
      // Each key names the payment and the attempt: the claim's time.
      ['/v1/invoices', `${due?.id}-${t.clock.now().getTime()}-invoice`],
      ['/v1/invoiceitems', `${due?.id}-${t.clock.now().getTime()}-item`],
      [`/v1/invoices/${invoiceId}/finalize`, `${due?.id}-${t.clock.now().getTime()}-finalize`],
      [
        `/v1/invoices/${invoiceId}/pay`,
        expect.stringMatching(new RegExp(`^${due?.id}-${t.clock.now().getTime()}-pay-pm_`)),
      ],
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
    // The invoice it already has is read back (declined, but on the old card) and paid again with the new card:
    // no second invoice.
    expect(invoiceCallsSince(mark).map((call) => call.path)).toEqual([
      expect.stringMatching(/^\/v1\/invoices\/in_\w+$/),
      '/v1/invoice_payments',
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
    expect(due).toMatchObject({
      status: 'due',
      stripeInvoiceId: null,
      attempts: 1,
      retryAt: new Date(t.clock.now().getTime() + 5 * MINUTE),
      lastError: expect.stringMatching(/^unreachable: /),
    });
    // Not before its backoff has passed.
    expect(await runJob()).toBe(0);
    t.clock.set(new Date(t.clock.now().getTime() + 5 * MINUTE));
    expect(await runJob()).toBe(1);
    expect((await paymentsByPeriod(t, member))[0]?.status).toBe('completed');
  });
});

/**
 * The app's Stripe client in a run that dies at its payment: before asking for it, or after Stripe answered and
 * before the answer is handled. Its run never ends, as a process that died never reports back.
 */
function dyingAtPayment(stripe: Stripe, when: 'before' | 'after'): Stripe {
  const never = () => new Promise<never>(() => undefined);
  const pay = (...args: Parameters<Stripe['invoices']['pay']>) =>
    when === 'before' ? never() : stripe.invoices.pay(...args).then(never, never);
  const invoices = new Proxy(stripe.invoices, {
    get: (target, key) => (key === 'pay' ? pay : Reflect.get(target, key)),
  });
  return new Proxy(stripe, { get: (target, key) => (key === 'invoices' ? invoices : Reflect.get(target, key)) });
}

describe('a charge no run reported back on, or Stripe failing (issue 30)', () => {
  const minutes = (n: number) => n * MINUTE;
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
  const payCallsSince = (mark: number) => invoiceCallsSince(mark).filter((call) => call.path.endsWith('/pay'));
  const admin = setUpOnce(() => signUpAdmin(t));
  const asAdmin = async () => {
    await passSecondFactor(t, admin);
    return callAs(t, admin.cookie);
  };
  const paymentFailedNotices = (member: Member) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'payment_failed')));

  /** A member whose first month closed with letters, and the charge's row. */
  async function chargeDue() {
    const start = new Date('2028-02-01T15:00:00Z');
    t.clock.set(start);
    const member = await cardMember();
    t.clock.set(later(start, 7 * DAY));
    await subscriptionOf(member);
    t.clock.set(new Date('2028-03-01T15:00:01Z'));
    await subscriptionOf(member);
    const [due] = await paymentsByPeriod(t, member);
    if (due?.status !== 'due') throw new Error('no charge due');
    return { member, paymentId: due.id };
  }

  /** A run claims the charge and dies at its payment; answers when it claimed it. */
  async function claimAndDie(member: Member, when: 'before' | 'after', mark: number): Promise<Date> {
    const claimedAt = t.clock.now();
    void chargeDuePayments(deps, dyingAtPayment(stripeOf(t), when));
    await vi.waitFor(async () => {
      expect((await paymentsByPeriod(t, member))[0]).toMatchObject({ status: 'processing', claimedAt });
      expect(payCallsSince(mark)).toHaveLength(when === 'before' ? 0 : 1);
    });
    return claimedAt;
  }

  it('takes up a charge whose run died before asking for the payment once the claim is 15 minutes old, and charges it once', async () => {
    const { member, paymentId } = await chargeDue();
    const mark = double.requests.length;
    const claimedAt = await claimAndDie(member, 'before', mark);

    // Under 15 minutes the run may still be alive: nothing is sent.
    t.clock.set(later(claimedAt, minutes(15) - 1000));
    expect(await runJob()).toBe(0);
    expect(payCallsSince(mark)).toEqual([]);

    t.clock.set(later(claimedAt, minutes(15)));
    expect(await runJob()).toBe(1);
    // Read back first (open, never paid), then paid once, as a new attempt of its own.
    const retried = t.clock.now().getTime();
    expect(payCallsSince(mark).map((call) => call.idempotencyKey)).toEqual([
      expect.stringMatching(new RegExp(`^${paymentId}-${retried}-pay-pm_`)),
    ]);
    expect(invoiceCallsSince(mark).filter((call) => call.path === '/v1/invoices')).toHaveLength(1);
    expect((await paymentsByPeriod(t, member))[0]).toMatchObject({ status: 'completed', attempts: 1 });
    expect((await subscriptionOf(member)).currentPeriod).toMatchObject({ index: 1, remaining: 5 });

    t.clock.set(later(claimedAt, 2 * DAY));
    expect(await runJob()).toBe(0);
    expect(payCallsSince(mark)).toHaveLength(1);
  });

  it('applies a payment Stripe took whose answer and event were lost, without asking for it again', async () => {
    const { member } = await chargeDue();
    double.setWebhookUrl(null);
    const mark = double.requests.length;
    const eventsBefore = double.events.length;
    const claimedAt = await claimAndDie(member, 'after', mark);
    t.clock.set(later(claimedAt, minutes(15)));
    expect(await runJob()).toBe(1);
    double.setWebhookUrl(webhookUrl());
    expect(payCallsSince(mark)).toHaveLength(1);
    expect((await paymentsByPeriod(t, member))[0]).toMatchObject({
      status: 'completed',
      stripeChargeId: expect.stringMatching(/^ch_/),
    });
    expect((await subscriptionOf(member)).currentPeriod).toMatchObject({ index: 1, remaining: 5 });
    // The lost event, delivered at last, changes nothing.
    const [event] = double.events.slice(eventsBefore).filter((sent) => sent.type === 'invoice.paid');
    if (!event) throw new Error('no invoice.paid event');
    expect((await deliver(t, event)).statusCode).toBe(200);
    const [stored] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored?.outcome).toBe('ignored: already paid');
  });

  it('applies a decline whose answer and event were lost as before (past due, told once), without trying the card again', async () => {
    const { member } = await chargeDue();
    double.failNextCharges('insufficient_funds');
    double.setWebhookUrl(null);
    const mark = double.requests.length;
    const claimedAt = await claimAndDie(member, 'after', mark);
    t.clock.set(later(claimedAt, minutes(15)));
    expect(await runJob()).toBe(1);
    double.setWebhookUrl(webhookUrl());
    expect(payCallsSince(mark)).toHaveLength(1);
    expect((await paymentsByPeriod(t, member))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'insufficient_funds',
    });
    expect((await subscriptionOf(member)).status).toBe('past_due');
    expect(await paymentFailedNotices(member)).toHaveLength(1);
  });

  it('stops a charge whose last attempt was a run that never reported back, and says so', async () => {
    const { member, paymentId } = await chargeDue();
    await t.db.update(payments).set({ attempts: 4 }).where(eq(payments.id, paymentId));
    const mark = double.requests.length;
    const claimedAt = await claimAndDie(member, 'before', mark);
    t.clock.set(later(claimedAt, minutes(15)));
    expect(await runJob()).toBe(0);
    expect(payCallsSince(mark)).toEqual([]);
    expect((await paymentsByPeriod(t, member))[0]).toMatchObject({
      status: 'due',
      attempts: 5,
      stoppedAt: t.clock.now(),
      lastError: `no_answer: claimed at ${claimedAt.toISOString()}`,
    });
  });

  it('backs off from a Stripe failing with 500s, stops after 5 attempts without telling the member, and shows it to admins, who can have it tried again', async () => {
    const { member, paymentId } = await chargeDue();
    const first = t.clock.now();
    double.failNextRequests(/\/pay$/, 5);
    const mark = double.requests.length;
    const failures: string[] = [];
    const run = async () => {
      const sent = await chargeDuePayments(deps, stripeOf(t), (_error, id) => failures.push(id));
      await double.delivered();
      return sent;
    };

    // Each attempt waits twice as long as the one before: 5, 10, 20 and 40 minutes.
    let at = first;
    for (const wait of [5, 10, 20, 40]) {
      t.clock.set(at);
      expect(await run()).toBe(0);
      t.clock.set(later(at, minutes(wait) - 1000));
      const calls = double.requests.length;
      expect(await run()).toBe(0);
      expect(double.requests.length).toBe(calls);
      at = later(at, minutes(wait));
    }
    t.clock.set(at);
    expect(await run()).toBe(0);
    const stopped = await paymentsByPeriod(t, member);
    expect(stopped[0]).toMatchObject({
      status: 'due',
      attempts: 5,
      retryAt: null,
      stoppedAt: at,
      lastError: expect.stringMatching(/^processor_error: api_error 500 internal_error: /),
    });
    expect(failures).toEqual(Array.from({ length: 5 }, () => paymentId));
    // One invoice, paid for 5 times under 5 keys: the same key would have had Stripe's 500 replayed.
    expect(invoiceCallsSince(mark).filter((call) => call.path === '/v1/invoices')).toHaveLength(1);
    expect(new Set(payCallsSince(mark).map((call) => call.idempotencyKey)).size).toBe(5);
    // Not the card's fault: the member is neither past due nor told.
    expect((await subscriptionOf(member)).status).toBe('active');
    expect(await paymentFailedNotices(member)).toEqual([]);

    // Stopped, it waits for an admin, however long.
    t.clock.set(later(at, 2 * DAY));
    expect(await run()).toBe(0);
    expect(payCallsSince(mark)).toHaveLength(5);

    const call = await asAdmin();
    const listed = await call('GET', '/api/admin/payments/stopped-charges');
    expect(listed.statusCode, listed.body).toBe(200);
    const { charges } = listed.json() as StoppedChargesResponse;
    expect(charges.find((charge) => charge.paymentId === paymentId)).toMatchObject({
      userId: member.id,
      kind: 'purchase',
      amountCents: 12_000,
      attempts: 5,
      stoppedAt: at.toISOString(),
      reason: 'processor_error',
      detail: expect.stringMatching(/^api_error 500 internal_error: /),
      stripeInvoiceId: expect.stringMatching(/^in_/),
    });

    const retried = await call('POST', `/api/admin/payments/${paymentId}/retry-charge`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ paymentId, status: 'due' });
    // Who had it tried again is on the record, naming the member and the payment.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'charge_retried'));
    expect(entry).toMatchObject({ targetUserId: member.id, details: { paymentId } });
    // The app's own job runs at once.
    await vi.waitFor(async () => expect((await paymentsByPeriod(t, member))[0]?.status).toBe('completed'), {
      timeout: 5000,
    });
    await double.delivered();
    expect(payCallsSince(mark)).toHaveLength(6);
    const after = (await call('GET', '/api/admin/payments/stopped-charges')).json() as StoppedChargesResponse;
    expect(after.charges.map((charge) => charge.paymentId)).not.toContain(paymentId);
    expect((await call('POST', `/api/admin/payments/${paymentId}/retry-charge`)).statusCode).toBe(404);
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
    expect(creates.map((call) => call.idempotencyKey)).toEqual([
      `${period?.id}-${t.clock.now().getTime()}-invoice`,
      `${fee.paymentId}-${t.clock.now().getTime()}-invoice`,
    ]);
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
