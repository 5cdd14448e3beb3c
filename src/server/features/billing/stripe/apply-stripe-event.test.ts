import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  billingPeriods,
  payments,
  stripeEvents,
  subscriptionHistory,
  subscriptions,
} from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import { deliverNotificationEmails } from '#server/features/notifications/deliver-notification-emails.ts';
import { setUpStripeTestApp } from '#server/test-support/stripe-test-app.ts';
import {
  anEvent,
  anInvoice,
  aSession,
  chargeAnswered,
  chargeSent,
  deliver,
  memberInCheckout,
  newUuid,
  type StripeMember,
  stripeMember,
} from '#server/test-support/stripe-webhook-fixtures.ts';
import { periodsOf } from '#server/test-support/subscriptions.ts';
import { testConfig } from '#server/test-support/test-app.ts';

// The double stands in for Stripe's API, as the handlers ask it for an invoice's payments; its own events are
// only recorded, so each test delivers the events it means to.
const { t, double } = setUpStripeTestApp({ deliverEvents: false });

const statusOf = async (userId: string) =>
  (await t.db.select({ status: users.subscriptionStatus }).from(users).where(eq(users.id, userId)))[0]?.status;
const subscriptionOf = async (member: StripeMember) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, member.subscriptionId)))[0];
const paymentsOf = (member: StripeMember) =>
  t.db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, member.subscriptionId))
    .orderBy(asc(payments.createdAt), asc(payments.kind));
const paymentById = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const historyOf = async (member: StripeMember) =>
  (
    await t.db
      .select({ action: subscriptionHistory.action, status: subscriptionHistory.newStatus })
      .from(subscriptionHistory)
      .where(eq(subscriptionHistory.userId, member.id))
      .orderBy(asc(subscriptionHistory.createdAt))
  ).map(({ action, status }) => `${action}:${status}`);
const outcomeOf = async (eventId: string) =>
  (await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId)))[0];

/** Everything an event could change for a member, to compare before and after. */
const snapshotOf = async (member: StripeMember) => ({
  status: await statusOf(member.id),
  subscription: await subscriptionOf(member),
  payments: await paymentsOf(member),
  periods: await periodsOf(t, member),
  history: await historyOf(member),
  notices: await t.db.select().from(notifications).where(eq(notifications.userId, member.id)),
});

async function send(event: { id: string }) {
  const response = await deliver(t, event);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ received: true });
  return (await outcomeOf(event.id))?.outcome;
}

describe('checkout.session.completed', () => {
  it('verifies the purchase and opens the plan: active, period 0 open, the purchase scheduled, nothing taken', async () => {
    const member = await memberInCheckout(t);
    const session = aSession(member);
    expect(await send(anEvent('checkout.session.completed', session))).toBe('applied: plan active');

    expect(await statusOf(member.id)).toBe('active');
    const subscription = await subscriptionOf(member);
    expect(subscription?.activatedAt).toEqual(t.clock.now());
    expect(subscription?.stripeCustomerId).toBe(member.customerId);
    expect(subscription?.stripePaymentMethodId).toBe(session.setup_intent.payment_method);
    const [purchase] = await paymentsOf(member);
    expect(purchase).toMatchObject({
      kind: 'purchase',
      status: 'scheduled',
      verifiedAt: t.clock.now(),
      verifiedBy: null,
      externalReference: session.id,
    });
    const [period] = await periodsOf(t, member);
    expect(period).toMatchObject({ index: 0, openedAt: t.clock.now(), allowance: 5 });
    expect(await historyOf(member)).toContain('activated:active');
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notices.map((notice) => notice.kind)).toEqual(['plan_active']);
  });

  it('changes nothing the second time, whether replayed or sent again under another id', async () => {
    const member = await memberInCheckout(t);
    const event = anEvent('checkout.session.completed', aSession(member));
    await send(event);
    const before = await snapshotOf(member);

    const replayed = await deliver(t, event);
    expect(replayed.statusCode).toBe(200);
    expect((await outcomeOf(event.id))?.outcome).toBe('applied: plan active');
    const again = anEvent('checkout.session.completed', aSession(member));
    expect(await send(again)).toBe('ignored: subscription no longer pending');
    expect(await snapshotOf(member)).toEqual(before);
  });

  it('ignores a session that is not the subscription’s own checkout, or that saved no card', async () => {
    const member = await memberInCheckout(t);
    const before = await snapshotOf(member);
    const stranger = { ...aSession(member), id: 'cs_test_someone_elses' };
    expect(await send(anEvent('checkout.session.completed', stranger))).toBe(
      "ignored: not this subscription's checkout",
    );
    const cardless = { ...aSession(member), setup_intent: { id: 'seti_test_cardless', payment_method: null } };
    expect(await send(anEvent('checkout.session.completed', cardless))).toBe('ignored: no saved card');
    const otherMember = { ...aSession(member), client_reference_id: newUuid() };
    expect(await send(anEvent('checkout.session.completed', otherMember))).toBe('ignored: member does not match');
    expect(await snapshotOf(member)).toEqual(before);
  });
});

describe('checkout.session.expired', () => {
  it('ends the plan that never started: purchase cancelled, drafts the member’s again, no plan', async () => {
    const member = await memberInCheckout(t);
    const queued = await t.db.select().from(disputes).where(eq(disputes.userId, member.id));
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((draft) => draft.queuedByPaymentId === member.purchaseId)).toBe(true);

    expect(await send(anEvent('checkout.session.expired', aSession(member)))).toBe(
      'applied: checkout expired, pending plan ended',
    );
    expect(await statusOf(member.id)).toBe('incomplete');
    expect((await subscriptionOf(member))?.endedAt).toEqual(t.clock.now());
    expect((await paymentsOf(member)).map((row) => row.status)).toEqual(['cancelled']);
    const drafts = await t.db.select().from(disputes).where(eq(disputes.userId, member.id));
    expect(drafts.map((draft) => [draft.status, draft.queuedByPaymentId])).toEqual(queued.map(() => ['draft', null]));
    expect((await historyOf(member)).at(-1)).toBe('cancelled:incomplete');
  });

  it('leaves a plan that is already active alone', async () => {
    const member = await stripeMember(t);
    const before = await snapshotOf(member);
    expect(await send(anEvent('checkout.session.expired', aSession(member)))).toBe(
      'ignored: subscription no longer pending',
    );
    expect(await snapshotOf(member)).toEqual(before);
  });
});

describe('invoice.paid', () => {
  it('completes the payment and opens the period that waited for it, once however often it comes', async () => {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    const chargeId = await chargeAnswered(t, double, charge);
    // The payload names no charge: it is read from the invoice's payments.
    const invoice = anInvoice(member, charge);
    t.clock.advance(60_000);
    expect(await send(anEvent('invoice.paid', invoice))).toBe('applied: payment completed');

    expect(await paymentById(charge.payment.id)).toMatchObject({
      status: 'completed',
      verifiedAt: t.clock.now(),
      externalReference: charge.invoiceId,
      stripeInvoiceId: charge.invoiceId,
      stripeChargeId: chargeId,
    });
    const opened = t.clock.now();
    expect((await periodsOf(t, member)).map((period) => period.openedAt)).toEqual([expect.any(Date), opened]);

    // The same invoice reported again under another event id (Stripe's duplicate) changes nothing.
    const before = await snapshotOf(member);
    t.clock.advance(60_000);
    expect(await send(anEvent('invoice.paid', invoice))).toBe('ignored: already paid');
    expect(await snapshotOf(member)).toEqual(before);
  });

  it('opens the current period, not a past one, when two months began while it was owed', async () => {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    const [, waiting] = await periodsOf(t, member);
    if (!waiting?.endsAt) throw new Error('no waiting period');
    await t.db.insert(billingPeriods).values({
      userId: member.id,
      subscriptionId: member.subscriptionId,
      index: 2,
      startsAt: waiting.endsAt,
      endsAt: new Date(waiting.endsAt.getTime() + 31 * 24 * 3600 * 1000),
      allowance: waiting.allowance,
      openedAt: null,
    });
    await chargeAnswered(t, double, charge);
    t.clock.advance(60_000);
    expect(await send(anEvent('invoice.paid', anInvoice(member, charge)))).toBe('applied: payment completed');
    expect((await periodsOf(t, member)).map((period) => period.openedAt)).toEqual([
      expect.any(Date),
      null,
      t.clock.now(),
    ]);
  });

  it('finds the payment by its invoice when the metadata does not name it', async () => {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    const invoice = { ...anInvoice(member, charge), metadata: {} };
    expect(await send(anEvent('invoice.paid', invoice))).toBe('applied: payment completed');
    expect((await paymentById(charge.payment.id))?.status).toBe('completed');
  });

  it('ignores an invoice naming a payment of another member or another invoice', async () => {
    const member = await stripeMember(t);
    const other = await stripeMember(t);
    const charge = await chargeSent(t, member);
    const before = await snapshotOf(member);
    const wrongMember = anInvoice(member, charge);
    wrongMember.metadata.userId = other.id;
    expect(await send(anEvent('invoice.paid', wrongMember))).toBe('ignored: member does not match');
    const wrongInvoice = { ...anInvoice(member, charge), id: 'in_test_not_ours' };
    expect(await send(anEvent('invoice.paid', wrongInvoice))).toBe('ignored: another invoice');
    expect(await snapshotOf(member)).toEqual(before);
  });
});

describe('invoice.payment_failed', () => {
  it('declines the payment, puts the member past due and tells them in the bell and by email', async () => {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    const declinedCharge = await chargeAnswered(t, double, charge, 'insufficient_funds');
    // The decline code is not in the payload: it is read from the invoice's payment.
    const failed = anInvoice(member, charge, { attempt_count: 1 });
    expect(await send(anEvent('invoice.payment_failed', failed))).toBe('applied: payment declined');

    expect(await paymentById(charge.payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'insufficient_funds',
    });
    expect(await statusOf(member.id)).toBe('past_due');
    expect((await historyOf(member)).at(-1)).toBe('payment_failed:past_due');
    // The period after it stays shut.
    expect((await periodsOf(t, member)).map((period) => period.openedAt === null)).toEqual([false, true]);
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'payment_failed')));
    expect(notices.map((notice) => [notice.subjectKey, notice.data])).toEqual([
      [`${charge.payment.id}:${declinedCharge}`, { amountCents: 12_000 }],
    ]);

    await deliverNotificationEmails({
      db: t.db,
      mailer: t.mailer,
      config: testConfig(),
      clock: t.clock,
      log: t.app.log,
    });
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
    const mails = (await t.outbox()).filter(
      (mail) => mail.to === user?.email && mail.subject === 'A payment for your plan did not go through',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Your card was declined for the charge of $120.00 for your plan.');
    expect(mails[0]?.text).toContain('/account');
  });

  it('arriving after the invoice was paid changes nothing: the payment stays completed', async () => {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    await chargeAnswered(t, double, charge);
    await send(anEvent('invoice.paid', anInvoice(member, charge)));
    const before = await snapshotOf(member);
    expect(await send(anEvent('invoice.payment_failed', anInvoice(member, charge)))).toBe('ignored: already paid');
    expect(await snapshotOf(member)).toEqual(before);
    expect(await statusOf(member.id)).toBe('active');
  });

  it('then paid: the member recovers and the waiting period opens', async () => {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    await chargeAnswered(t, double, charge, 'card_declined');
    await send(anEvent('invoice.payment_failed', anInvoice(member, charge)));
    expect(await statusOf(member.id)).toBe('past_due');

    await chargeAnswered(t, double, charge);
    expect(await send(anEvent('invoice.paid', anInvoice(member, charge)))).toBe(
      'applied: payment completed, member recovered',
    );
    expect(await statusOf(member.id)).toBe('active');
    expect((await paymentById(charge.payment.id))?.status).toBe('completed');
    expect((await historyOf(member)).slice(-2)).toEqual(['payment_failed:past_due', 'payment_recovered:active']);
    expect((await periodsOf(t, member)).every((period) => period.openedAt !== null)).toBe(true);
  });
});

describe('checkout.session.completed for a new card', () => {
  /** A member whose charge Stripe declined, the decline applied: past due. */
  async function declinedMember() {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    await chargeAnswered(t, double, charge, 'insufficient_funds');
    await send(anEvent('invoice.payment_failed', anInvoice(member, charge)));
    return { member, charge };
  }

  it('keeps the card and has the declined payment charged again at once, on the new card', async () => {
    const { member, charge } = await declinedMember();
    const session = aSession(member, 'payment_method');
    const mark = double.requests.length;
    expect(await send(anEvent('checkout.session.completed', session))).toBe(
      'applied: card replaced, 1 declined payment(s) to retry',
    );
    expect((await subscriptionOf(member))?.stripePaymentMethodId).toBe(session.setup_intent.payment_method);

    // No waiting for the job's next round: the payment is retried as soon as the card is saved.
    await vi.waitFor(async () => expect((await paymentById(charge.payment.id))?.status).toBe('completed'), {
      timeout: 5000,
    });
    const paid = double.requests.slice(mark).filter((request) => request.path.endsWith('/pay'));
    expect(paid.map((request) => [request.path, request.body.payment_method])).toEqual([
      [`/v1/invoices/${charge.invoiceId}/pay`, session.setup_intent.payment_method],
    ]);
    expect(await statusOf(member.id)).toBe('active');
    expect((await historyOf(member)).at(-1)).toBe('payment_recovered:active');

    // The same completion again (another event id) retries nothing more.
    expect(await send(anEvent('checkout.session.completed', session))).toBe('ignored: card already saved');
  });

  it('tells the member again when the new card is declined too', async () => {
    const { member, charge } = await declinedMember();
    double.failNextCharges('expired_card');
    await send(anEvent('checkout.session.completed', aSession(member, 'payment_method')));
    await vi.waitFor(async () => expect((await paymentById(charge.payment.id))?.failureReason).toBe('expired_card'), {
      timeout: 5000,
    });
    expect((await paymentById(charge.payment.id))?.status).toBe('failed');
    expect(await statusOf(member.id)).toBe('past_due');
    const told = await t.db
      .select({ subjectKey: notifications.subjectKey })
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'payment_failed')));
    expect(told).toHaveLength(2);
  });
});

describe('charge.refunded and charge.dispute.created', () => {
  /** A member whose first charge Stripe took, with the charge's id as the paid invoice named it. */
  async function paidMember({ paidEventApplied = true } = {}) {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    const chargeId = await chargeAnswered(t, double, charge);
    if (paidEventApplied) await send(anEvent('invoice.paid', anInvoice(member, charge)));
    return { member, chargeId };
  }

  it('records a refund of the charge that paid an invoice and ends the plan now, once a charge', async () => {
    const { member, chargeId } = await paidMember();
    expect((await paymentsOf(member)).find((row) => row.kind === 'purchase')?.stripeChargeId).toBe(chargeId);
    // The charge as Stripe sends it when it is refunded: its id, and the PaymentIntent it belongs to.
    const { event } = await double.refund(chargeId);
    expect(await send(event)).toBe('applied: refund recorded');

    const rows = await paymentsOf(member);
    expect(rows.filter((row) => row.kind === 'refund')).toMatchObject([
      { amountCents: -12_000, status: 'refunded', stripeChargeId: chargeId },
    ]);
    // Nothing more is taken: the next period's charge, not yet owed, is cancelled.
    expect((await subscriptionOf(member))?.endedAt).toEqual(t.clock.now());
    expect(await statusOf(member.id)).toBe('inactive');
    expect((await historyOf(member)).at(-1)).toBe('refunded:inactive');

    const before = await snapshotOf(member);
    const again = anEvent('charge.refunded', (event.data as { object: object }).object);
    expect(await send(again)).toBe('ignored: already refunded');
    expect(await snapshotOf(member)).toEqual(before);
  });

  it('finds the plan through the charge’s invoice when the refund comes before the invoice’s event', async () => {
    const { member, chargeId } = await paidMember({ paidEventApplied: false });
    expect((await paymentsOf(member)).every((row) => row.stripeChargeId === null)).toBe(true);
    const { event } = await double.refund(chargeId);
    expect(await send(event)).toBe('applied: refund recorded');
    expect((await subscriptionOf(member))?.endedAt).toEqual(t.clock.now());
  });

  it('records a chargeback and ends the plan now, once a charge', async () => {
    const { member, chargeId } = await paidMember();
    const { event } = await double.openChargeback(chargeId);
    const dispute = (event.data as { object: { id: string } }).object;
    expect(await send(event)).toBe('applied: chargeback recorded');

    expect((await paymentsOf(member)).filter((row) => row.kind === 'chargeback')).toMatchObject([
      { amountCents: -12_000, status: 'refunded', stripeChargeId: chargeId, externalReference: dispute.id },
    ]);
    expect((await subscriptionOf(member))?.endedAt).toEqual(t.clock.now());
    expect((await historyOf(member)).at(-1)).toBe('chargeback:inactive');

    const before = await snapshotOf(member);
    const second = (await double.openChargeback(chargeId)).event;
    expect(await send(second)).toBe('ignored: chargeback already recorded');
    expect(await snapshotOf(member)).toEqual(before);
  });
});

describe('events that are not ours to act on', () => {
  it('acknowledges a type it does not handle, records and logs it, and changes nothing', async () => {
    const member = await stripeMember(t);
    const before = await snapshotOf(member);
    const event = anEvent('customer.subscription.deleted', { id: 'sub_test_1', object: 'subscription' });
    expect(await send(event)).toBe('ignored: type not handled');
    expect(await snapshotOf(member)).toEqual(before);
    expect(t.logs()).toContain(event.id);
  });

  it('acknowledges an event for a member or payment we do not have, and changes nothing', async () => {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    const before = await snapshotOf(member);
    const stranger = { ...aSession(member), client_reference_id: null };
    stranger.metadata = { ...stranger.metadata, userId: newUuid() };
    const completed = anEvent('checkout.session.completed', stranger);
    expect(await send(completed)).toBe('ignored: unknown member');
    expect((await outcomeOf(completed.id))?.userId).toBeNull();
    const unknownPayment = { ...anInvoice(member, charge), id: 'in_test_unknown' };
    unknownPayment.metadata.paymentId = newUuid();
    expect(await send(anEvent('invoice.paid', unknownPayment))).toBe('ignored: unknown payment');
    expect(await send(anEvent('charge.refunded', { id: 'ch_test_unknown', amount_refunded: 100 }))).toBe(
      'ignored: unknown charge',
    );
    expect(await snapshotOf(member)).toEqual(before);
  });

  it('acknowledges a signed event whose object is not what its type says, and changes nothing', async () => {
    const member = await stripeMember(t);
    const before = await snapshotOf(member);
    expect(await send(anEvent('invoice.paid', { object: 'invoice' }))).toBe('ignored: malformed invoice');
    expect(await send(anEvent('checkout.session.completed', { id: 'cs_1', metadata: { userId: 'x' } }))).toBe(
      'ignored: malformed checkout session',
    );
    expect(await send(anEvent('charge.dispute.created', { id: 'dp_1', amount: 'a lot' }))).toBe(
      'ignored: malformed dispute',
    );
    expect(await snapshotOf(member)).toEqual(before);
  });
});
