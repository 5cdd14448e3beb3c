import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwaitingPaymentsResponse } from '#shared/schemas/admin.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { billingPeriods, payments, subscriptionHistory } from '../../db/schema/billing.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { callAs } from '../../test-support/admin.ts';
import { passSecondFactor, signUpAdmin, signUpMember } from '../../test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '../../test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { AGREEMENT_VERSION } from './agreement.ts';

const KEY = TEST_ACTIVATION_KEY;
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: { cookie: string; id: string };

beforeAll(async () => {
  // The clock jumps a month ahead: sessions must outlive it.
  t = await createTestApp({ adminActivationKey: KEY, sessionTtlMs: 1000 * DAY });
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
});

/** The admin's caller, with the second factor passed again after the clock moved. */
const asAdmin = async () => {
  await passSecondFactor(t, admin);
  return callAs(t, admin.cookie);
};
const subscriptionOf = async (cookie: string) =>
  (await callAs(t, cookie)('GET', '/api/subscription')).json() as SubscriptionResponse;
const reportRenewal = (cookie: string | undefined, body: object = {}) =>
  callAs(t, cookie)('POST', '/api/subscription/renewal-reported', body);
const awaiting = async (query = '') => {
  const res = await (await asAdmin())('GET', `/api/admin/payments/awaiting-verification${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AwaitingPaymentsResponse;
};
const renewalOf = async (userId: string) => {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.kind, 'renewal')));
  if (!row) throw new Error('no renewal row');
  return row;
};
const statusesOf = async (ids: string[]) =>
  (await t.db.select().from(disputes)).filter((row) => ids.includes(row.id)).map((row) => row.status);

/** An active monthly member (activated on `activatedAt`) and two drafts of theirs, not sent. */
async function memberWithDrafts(activatedAt: string) {
  t.clock.set(new Date(activatedAt));
  const member = await activeMember(t, admin);
  const draftIds: string[] = [];
  for (const item of member.report.negativeItems.slice(0, 2)) {
    const res = await callAs(t, member.cookie)('POST', '/api/disputes', {
      negativeItemId: item.id,
      disputeReason: 'not_mine',
    });
    expect(res.statusCode, res.body).toBe(201);
    draftIds.push(res.json().id);
  }
  return { ...member, draftIds };
}

describe('a manual renewal', () => {
  it('opens the new month only when an admin verifies it with the processor’s reference', async () => {
    const member = await memberWithDrafts('2026-11-02T15:00:00Z');
    const send = () => callAs(t, member.cookie)('POST', '/api/disputes/process', { disputeIds: member.draftIds });

    // The month boundary: the new period exists, waiting for its renewal; nothing can be sent in it.
    t.clock.set(new Date('2026-12-02T15:00:00Z'));
    const waiting = await subscriptionOf(member.cookie);
    expect(waiting.currentPeriod).toMatchObject({ index: 1, openedAt: null, remaining: 0 });
    expect(waiting.payments[0]).toMatchObject({
      kind: 'renewal',
      periodIndex: 1,
      amountCents: 12000,
      status: 'awaiting_verification',
      reportedAt: null,
    });
    const refused = await send();
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json().processedCount ?? 0).toBe(0);
    expect(await statusesOf(member.draftIds)).toEqual(['draft', 'draft']);

    // The member says they paid, then corrects the reference: the first date stays.
    t.clock.set(new Date('2026-12-03T09:00:00Z'));
    const reported = await reportRenewal(member.cookie, { reference: 'PAYPAL-7781' });
    expect(reported.statusCode, reported.body).toBe(200);
    expect((reported.json() as SubscriptionResponse).payments[0]).toMatchObject({
      kind: 'renewal',
      reportedAt: '2026-12-03T09:00:00.000Z',
    });
    t.clock.set(new Date('2026-12-03T10:00:00Z'));
    expect((await reportRenewal(member.cookie, { reference: ' PAYPAL-7782 ' })).statusCode).toBe(200);
    const renewal = await renewalOf(member.id);
    expect(renewal).toMatchObject({
      status: 'awaiting_verification',
      reportedAt: new Date('2026-12-03T09:00:00Z'),
      memberReference: 'PAYPAL-7782',
    });

    // The admin sees what they check the payment against.
    const listed = (await awaiting()).payments.find((row) => row.paymentId === renewal.id);
    expect(listed).toEqual({
      paymentId: renewal.id,
      userId: member.id,
      email: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
      kind: 'renewal',
      periodIndex: 1,
      paymentType: 'monthly',
      amountCents: 12000,
      createdAt: '2026-12-02T15:00:00.000Z',
      reportedAt: '2026-12-03T09:00:00.000Z',
      memberReference: 'PAYPAL-7782',
    });

    // Without the processor's own reference (or with one too short to be one), nothing is verified.
    const verify = async (body: object) =>
      (await asAdmin())('POST', '/api/subscription/activate', {
        userId: member.id,
        paymentId: renewal.id,
        adminKey: KEY,
        ...body,
      });
    for (const body of [{}, { paymentReference: 'abc' }, { paymentReference: '    ' }]) {
      const refused = await verify(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await renewalOf(member.id)).status).toBe('awaiting_verification');

    t.clock.set(new Date('2026-12-03T11:00:00Z'));
    const verified = await verify({ paymentReference: 'ch_3Q-renewal-1' });
    expect(verified.json()).toEqual({ userId: member.id, submittedDisputes: 0 });
    expect(await renewalOf(member.id)).toMatchObject({
      status: 'completed',
      externalReference: 'ch_3Q-renewal-1',
      verifiedBy: admin.id,
      verifiedAt: t.clock.now(),
      memberReference: 'PAYPAL-7782',
    });
    const [period] = await t.db
      .select()
      .from(billingPeriods)
      .where(and(eq(billingPeriods.userId, member.id), eq(billingPeriods.index, 1)));
    expect(period?.openedAt).toEqual(t.clock.now());
    const history = await t.db.select().from(subscriptionHistory).where(eq(subscriptionHistory.userId, member.id));
    expect(history.filter((h) => h.action === 'renewal_verified')).toMatchObject([
      { actorId: admin.id, newStatus: 'active' },
    ]);
    const [audit] = (await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id))).filter(
      (entry) => entry.details.paymentId === renewal.id,
    );
    expect(audit).toMatchObject({
      action: 'subscription_activated',
      actorId: admin.id,
      details: { paymentReference: 'ch_3Q-renewal-1', batch: false, renewalMonth: 2, submittedDisputes: 0 },
    });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notices.filter((n) => n.subjectKey === renewal.id).map((n) => n.kind)).toEqual(['plan_active']);

    // The month is open: the member sees its allowance and the drafts go out within it.
    const open = await subscriptionOf(member.cookie);
    expect(open.currentPeriod).toMatchObject({ index: 1, openedAt: t.clock.now().toISOString(), remaining: 5 });
    const sent = await send();
    expect(sent.json()).toMatchObject({ processedCount: 2, remainingThisMonth: 3 });
    expect(await statusesOf(member.draftIds)).toEqual(['sent', 'sent']);
    expect((await awaiting()).payments.map((row) => row.paymentId)).not.toContain(renewal.id);

    // Verified once: a second verification is a wrong state, and reporting it again finds nothing awaiting.
    const again = await verify({ paymentReference: 'ch_3Q-renewal-1' });
    expect(again.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'completed' });
    expect((await reportRenewal(member.cookie)).json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE' });
  });

  it('lists pending purchases with the member’s report, apart from renewals', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await signUpMember(t);
    const asMember = callAs(t, member.cookie);
    await asMember('POST', '/api/subscription/agreement', { plan: 'premium', version: AGREEMENT_VERSION });
    await asMember('POST', '/api/subscription/payment-completed', { paymentType: 'premium', reference: 'ZELLE-2210' });
    const purchases = await awaiting(`?kind=purchase&userId=${member.id}`);
    expect(purchases).toMatchObject({ total: 1, page: 1 });
    expect(purchases.payments[0]).toMatchObject({
      userId: member.id,
      kind: 'purchase',
      periodIndex: 0,
      paymentType: 'premium',
      amountCents: 29900,
      reportedAt: '2026-11-02T15:00:00.000Z',
      memberReference: 'ZELLE-2210',
    });
    expect((await awaiting(`?kind=renewal&userId=${member.id}`)).total).toBe(0);
    expect((await (await asAdmin())('GET', '/api/admin/payments/awaiting-verification?kind=refund')).statusCode).toBe(
      400,
    );
  });
});

describe('who may report and verify a renewal', () => {
  it('refuses a visitor, another member, a non-admin and another member’s payment, changing nothing', async () => {
    const owner = await memberWithDrafts('2026-11-02T15:00:00Z');
    const other = await activeMember(t, admin);
    t.clock.set(new Date('2026-12-02T16:00:00Z'));
    expect((await reportRenewal(owner.cookie, { reference: 'MINE-1' })).statusCode).toBe(200);
    const renewal = await renewalOf(owner.id);

    // A visitor has no renewal; another member reports only their own (none awaiting yet: their month began later).
    expect((await reportRenewal(undefined, { reference: 'X-1' })).statusCode).toBe(401);
    expect((await reportRenewal(other.cookie, { reference: 'X-2' })).json()).toMatchObject({
      code: 'WRONG_SUBSCRIPTION_STATE',
    });
    expect((await renewalOf(owner.id)).memberReference).toBe('MINE-1');
    for (const body of [{ reference: 'x'.repeat(101) }, { reference: 'ok', extra: true }]) {
      expect((await reportRenewal(owner.cookie, body)).statusCode).toBe(400);
    }

    // Only an admin verifies, and only the member's own payment.
    const verifyAs = (cookie: string | undefined, userId: string) =>
      callAs(t, cookie)('POST', '/api/subscription/activate', {
        userId,
        paymentId: renewal.id,
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
    expect(await renewalOf(owner.id)).toMatchObject({ status: 'awaiting_verification', externalReference: null });

    // A purchase is verified without a payment id: naming it as a renewal is a wrong state.
    const [purchase] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, owner.id), eq(payments.kind, 'purchase')));
    const asPurchase = await (await asAdmin())('POST', '/api/subscription/activate', {
      userId: owner.id,
      paymentId: purchase?.id,
      adminKey: KEY,
      paymentReference: 'ch_purchase',
    });
    expect(asPurchase.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'purchase' });
  });
});
