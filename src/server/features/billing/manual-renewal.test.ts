import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { billingPeriods, payments, subscriptionHistory } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { callAs } from '#server/test-support/admin.ts';
import { passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, legacyPendingMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import type { AwaitingPaymentsResponse } from '#shared/schemas/admin.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';

const KEY = TEST_ACTIVATION_KEY;
const DAY = 24 * 60 * 60 * 1000;
// The clock jumps a month ahead: sessions must outlive it.
const t = setUpTestApp({ adminActivationKey: KEY, sessionTtlMs: 1000 * DAY });
const admin = setUpOnce(() => signUpAdmin(t));

/** The admin's caller, with the second factor passed again after the clock moved. */
const asAdmin = async () => {
  await passSecondFactor(t, admin);
  return callAs(t, admin.cookie);
};
const subscriptionOf = async (cookie: string) =>
  (await callAs(t, cookie)('GET', '/api/subscription')).json() as SubscriptionResponse;
const reportPaid = (cookie: string | undefined, body: object = {}) =>
  callAs(t, cookie)('POST', '/api/subscription/payment-reported', body);
const awaiting = async (query = '') => {
  const res = await (await asAdmin())('GET', `/api/admin/payments/awaiting-verification${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AwaitingPaymentsResponse;
};
const paymentOf = async (userId: string, periodIndex: number) => {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.periodIndex, periodIndex)));
  if (!row) throw new Error(`no payment for period ${periodIndex}`);
  return row;
};
const statusesOf = async (ids: string[]) =>
  (await t.db.select().from(disputes)).filter((row) => ids.includes(row.id)).map((row) => row.status);

/** An active monthly member (started on `startedAt`, the clock then past the right to cancel) and drafts of theirs. */
async function memberWithDrafts(startedAt: string, count = 4) {
  t.clock.set(new Date(startedAt));
  const member = await activeMember(t, admin);
  const draftIds: string[] = [];
  for (const item of member.report.negativeItems.slice(0, count)) {
    const res = await callAs(t, member.cookie)('POST', '/api/disputes', {
      negativeItemId: item.id,
      disputeReason: 'not_mine',
    });
    expect(res.statusCode, res.body).toBe(201);
    draftIds.push(res.json().id);
  }
  return { ...member, draftIds };
}
const send = (member: { cookie: string }, disputeIds: string[]) =>
  callAs(t, member.cookie)('POST', '/api/disputes/process', { disputeIds });

describe('a manual plan billed in arrears', () => {
  it('owes a month that closed with letters, waits for its payment, and opens the next once an admin verifies it', async () => {
    const member = await memberWithDrafts('2026-11-02T15:00:00Z');
    const [first, second, ...later] = member.draftIds;
    // Nothing is owed while the month runs, even after letters went out: reporting a payment is refused.
    expect((await send(member, [first as string, second as string])).json()).toMatchObject({ processedCount: 2 });
    expect((await paymentOf(member.id, 0)).status).toBe('scheduled');
    expect((await reportPaid(member.cookie, { reference: 'EARLY-1' })).json()).toMatchObject({
      code: 'WRONG_SUBSCRIPTION_STATE',
      reason: 'nothing_due',
    });
    expect(await paymentOf(member.id, 0)).toMatchObject({
      status: 'scheduled',
      reportedAt: null,
      memberReference: null,
    });

    // The month closed with letters: its price is due, and the new month waits; nothing can be sent in it.
    t.clock.set(new Date('2026-12-02T15:00:00Z'));
    const waiting = await subscriptionOf(member.cookie);
    expect(waiting.status).toBe('active');
    expect(waiting.currentPeriod).toMatchObject({ index: 1, openedAt: null, remaining: 0 });
    expect(waiting.payments.find((row) => row.periodIndex === 0)).toMatchObject({
      kind: 'purchase',
      amountCents: 12000,
      status: 'due',
      reportedAt: null,
    });
    expect((await send(member, later)).json().processedCount ?? 0).toBe(0);
    expect(await statusesOf(later)).toEqual(['draft', 'draft']);

    // The member says they paid through the link: awaiting verification, dated; saying it again is refused.
    t.clock.set(new Date('2026-12-03T09:00:00Z'));
    const reported = await reportPaid(member.cookie, { reference: ' PAYPAL-7781 ' });
    expect(reported.statusCode, reported.body).toBe(200);
    const owed = await paymentOf(member.id, 0);
    expect(owed).toMatchObject({
      status: 'awaiting_verification',
      reportedAt: new Date('2026-12-03T09:00:00Z'),
      memberReference: 'PAYPAL-7781',
    });
    t.clock.set(new Date('2026-12-03T10:00:00Z'));
    expect((await reportPaid(member.cookie, { reference: 'PAYPAL-7782' })).statusCode).toBe(409);
    expect(await paymentOf(member.id, 0)).toMatchObject({ memberReference: 'PAYPAL-7781' });
    expect((await subscriptionOf(member.cookie)).currentPeriod).toMatchObject({ index: 1, openedAt: null });

    // The admin sees what they check the payment against.
    const listed = (await awaiting()).payments.find((row) => row.paymentId === owed.id);
    // Not a plan waiting for activation: the purchases-only list (activation) does not offer it.
    expect((await awaiting(`?kind=purchase&userId=${member.id}`)).total).toBe(0);
    expect(listed).toEqual({
      paymentId: owed.id,
      userId: member.id,
      email: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
      kind: 'purchase',
      periodIndex: 0,
      paymentType: 'monthly',
      amountCents: 12000,
      createdAt: '2026-11-02T15:00:00.000Z',
      reportedAt: '2026-12-03T09:00:00.000Z',
      memberReference: 'PAYPAL-7781',
    });

    // Without the processor's own reference (or with one too short to be one), nothing is verified.
    const verify = async (body: object) =>
      (await asAdmin())('POST', '/api/subscription/activate', {
        userId: member.id,
        paymentId: owed.id,
        adminKey: KEY,
        ...body,
      });
    for (const body of [{}, { paymentReference: 'abc' }, { paymentReference: '    ' }]) {
      expect((await verify(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await paymentOf(member.id, 0)).status).toBe('awaiting_verification');

    t.clock.set(new Date('2026-12-03T11:00:00Z'));
    const verified = await verify({ paymentReference: 'ch_3Q-month-1' });
    expect(verified.json()).toEqual({ userId: member.id, submittedDisputes: 0 });
    expect(await paymentOf(member.id, 0)).toMatchObject({
      status: 'completed',
      externalReference: 'ch_3Q-month-1',
      verifiedBy: admin.id,
      verifiedAt: t.clock.now(),
    });
    const [period] = await t.db
      .select()
      .from(billingPeriods)
      .where(and(eq(billingPeriods.userId, member.id), eq(billingPeriods.index, 1)));
    expect(period?.openedAt).toEqual(t.clock.now());
    const history = await t.db.select().from(subscriptionHistory).where(eq(subscriptionHistory.userId, member.id));
    expect(history.filter((h) => h.action === 'payment_reported')).toMatchObject([{ actorId: member.id }]);
    expect(history.filter((h) => h.action === 'renewal_verified')).toMatchObject([
      { actorId: admin.id, newStatus: 'active' },
    ]);
    const [audit] = (await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id))).filter(
      (entry) => entry.details.paymentId === owed.id,
    );
    expect(audit).toMatchObject({
      action: 'subscription_activated',
      actorId: admin.id,
      details: { paymentReference: 'ch_3Q-month-1', batch: false, renewalMonth: 1, submittedDisputes: 0 },
    });

    // The month is open: the drafts go out within its allowance; its own price is scheduled for after it.
    const open = await subscriptionOf(member.cookie);
    expect(open.currentPeriod).toMatchObject({ index: 1, remaining: 5 });
    expect((await send(member, later)).json()).toMatchObject({ processedCount: 2, remainingThisMonth: 3 });
    expect((await paymentOf(member.id, 1)).status).toBe('scheduled');
    expect((await awaiting()).payments.map((row) => row.paymentId)).not.toContain(owed.id);
    const again = await verify({ paymentReference: 'ch_3Q-month-1' });
    expect(again.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'completed' });
  });

  it('waives a month without letters and opens the next from its start, owing nothing', async () => {
    const member = await memberWithDrafts('2026-11-02T15:00:00Z', 0);
    t.clock.set(new Date('2026-12-05T15:00:00Z'));
    const state = await subscriptionOf(member.cookie);
    expect(state.currentPeriod).toMatchObject({ index: 1, openedAt: '2026-12-02T15:00:00.000Z', remaining: 5 });
    expect((await paymentOf(member.id, 0)).status).toBe('waived');
    const refused = await reportPaid(member.cookie, { reference: 'NOTHING-1' });
    expect(refused.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'nothing_due' });
    expect((await paymentOf(member.id, 0)).status).toBe('waived');
  });

  it('still activates a purchase reported under the old pay-first flow', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await legacyPendingMember(t, { plan: 'premium', itemCount: 1 });
    const purchases = await awaiting(`?kind=purchase&userId=${member.id}`);
    expect(purchases).toMatchObject({ total: 1, page: 1 });
    expect(purchases.payments[0]).toMatchObject({ kind: 'purchase', periodIndex: 0, memberReference: 'ZELLE-1' });
    expect((await awaiting(`?kind=renewal&userId=${member.id}`)).total).toBe(0);

    const activated = await (await asAdmin())('POST', '/api/subscription/activate', {
      userId: member.id,
      paymentId: purchases.payments[0]?.paymentId,
      adminKey: KEY,
      paymentReference: 'ch_legacy-1',
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const state = await subscriptionOf(member.cookie);
    expect(state.status).toBe('active');
    expect(state.payments[0]).toMatchObject({ kind: 'purchase', status: 'completed' });
    expect((await (await asAdmin())('GET', '/api/admin/payments/awaiting-verification?kind=refund')).statusCode).toBe(
      400,
    );
  });
});

describe('who may report and verify a payment', () => {
  it('refuses a visitor, another member, a non-admin and another member’s payment, changing nothing', async () => {
    const owner = await memberWithDrafts('2026-11-02T15:00:00Z', 1);
    const other = await activeMember(t, admin);
    await send(owner, owner.draftIds);
    t.clock.set(new Date('2026-12-02T16:00:00Z'));
    expect((await reportPaid(owner.cookie, { reference: 'MINE-1' })).statusCode).toBe(200);
    const owed = await paymentOf(owner.id, 0);

    // A visitor has nothing due; another member reports only their own (nothing due: no letters in their month).
    expect((await reportPaid(undefined, { reference: 'X-1' })).statusCode).toBe(401);
    expect((await reportPaid(other.cookie, { reference: 'X-2' })).json()).toMatchObject({
      code: 'WRONG_SUBSCRIPTION_STATE',
    });
    expect((await paymentOf(owner.id, 0)).memberReference).toBe('MINE-1');
    for (const body of [{ reference: 'x'.repeat(101) }, { reference: 'ok', extra: true }]) {
      expect((await reportPaid(owner.cookie, body)).statusCode).toBe(400);
    }

    // Only an admin verifies, and only the member's own payment.
    const verifyAs = (cookie: string | undefined, userId: string) =>
      callAs(t, cookie)('POST', '/api/subscription/activate', {
        userId,
        paymentId: owed.id,
        adminKey: KEY,
        paymentReference: 'ch_forged',
      });
    expect((await verifyAs(undefined, owner.id)).statusCode).toBe(401);
    expect((await verifyAs(owner.cookie, owner.id)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await verifyAs(other.cookie, other.id)).json()).toMatchObject({ code: 'FORBIDDEN' });
    await passSecondFactor(t, admin);
    expect((await verifyAs(admin.cookie, other.id)).statusCode).toBe(404);
    expect((await callAs(t, owner.cookie)('GET', '/api/admin/payments/awaiting-verification')).statusCode).toBe(403);
    expect((await callAs(t, undefined)('GET', '/api/admin/payments/awaiting-verification')).statusCode).toBe(401);
    expect(await paymentOf(owner.id, 0)).toMatchObject({ status: 'awaiting_verification', externalReference: null });

    // A period's payment that is not awaiting verification (scheduled: its month is running) is a wrong state.
    const running = await paymentOf(other.id, 0);
    const early = await (await asAdmin())('POST', '/api/subscription/activate', {
      userId: other.id,
      paymentId: running.id,
      adminKey: KEY,
      paymentReference: 'ch_early',
    });
    expect(early.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'scheduled' });
  });
});
