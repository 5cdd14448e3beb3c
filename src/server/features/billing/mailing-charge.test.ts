import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingPeriods, payments, subscriptions } from '#server/db/schema/billing.ts';
import { callAs } from '#server/test-support/admin.ts';
import { sendDisputes } from '#server/test-support/disputes.ts';
import { MAILING_FEE_CENTS, mailOneLetter } from '#server/test-support/mailing-charges.ts';
import { passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY, TEST_PAYMENT_REFERENCE } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { recordMailingCharge } from './mailing-charge.ts';

const DAY = 24 * 60 * 60 * 1000;
// The clock jumps months ahead: sessions must outlive it.
const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 1000 * DAY });
const admin = setUpOnce(() => signUpAdmin(t));

/** What the member's account page shows (settling the plan up to now first, as every read does). */
const subscriptionOf = async (cookie: string) => {
  const res = await callAs(t, cookie)('GET', '/api/subscription');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SubscriptionResponse;
};
const paymentRow = async (paymentId: string) => {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`no payment ${paymentId}`);
  return row;
};
const periodCharge = async (member: { id: string }, periodIndex: number) => {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, member.id), eq(payments.periodIndex, periodIndex)));
  if (!row) throw new Error(`no charge for period ${periodIndex}`);
  return row;
};
const periodsOf = async (member: { id: string }) =>
  t.db.select().from(billingPeriods).where(eq(billingPeriods.userId, member.id)).orderBy(billingPeriods.index);
const reportPaid = async (cookie: string) => {
  const res = await callAs(t, cookie)('POST', '/api/subscription/payment-reported', { reference: 'PAYPAL-42' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SubscriptionResponse;
};
const verify = async (member: { id: string }, paymentId: string) => {
  await passSecondFactor(t, admin);
  return callAs(t, admin.cookie)('POST', '/api/subscription/activate', {
    userId: member.id,
    paymentId,
    adminKey: TEST_ACTIVATION_KEY,
    paymentReference: TEST_PAYMENT_REFERENCE,
  });
};

/** A manual member active since `startedAt` (plus the right to cancel), with one dispute's letters written. */
async function memberWithLetters(startedAt: string, plan: PaymentType = 'monthly') {
  t.clock.set(new Date(startedAt));
  const member = await activeMember(t, admin, plan);
  const [item] = [...member.report.negativeItems].sort((a, b) => b.bureaus.length - a.bureaus.length);
  if (!item) throw new Error('no negative item');
  await sendDisputes(t, member.cookie, [item.id]);
  const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
  if (!subscription?.activatedAt) throw new Error('no active subscription');
  return { ...member, activatedAt: subscription.activatedAt };
}
const monthAfter = (instant: Date, months: number) => {
  const day = new Date(instant);
  day.setUTCMonth(day.getUTCMonth() + months);
  return new Date(day.getTime() + 1000);
};

describe('recordMailingCharge: a mailed letter is billed with its period, never before it is mailed', () => {
  it('waits with the open period, becomes due with its charge, shows on what the member pays and is verified with it', async () => {
    const member = await memberWithLetters('2027-01-04T15:00:00Z');
    const { paymentId } = await mailOneLetter(t, member.id);
    expect(await paymentRow(paymentId)).toMatchObject({
      kind: 'mailing',
      status: 'scheduled',
      amountCents: MAILING_FEE_CENTS,
      periodIndex: null,
    });
    // Read while the month runs: nothing is owed yet.
    expect((await subscriptionOf(member.cookie)).payments.find((p) => p.id === paymentId)?.status).toBe('scheduled');

    t.clock.set(monthAfter(member.activatedAt, 1));
    const closed = await subscriptionOf(member.cookie);
    expect((await periodCharge(member, 0)).status).toBe('due');
    expect(closed.payments.find((p) => p.id === paymentId)).toMatchObject({
      kind: 'mailing',
      status: 'due',
      amountCents: MAILING_FEE_CENTS,
    });
    // The next month waits for both.
    expect(closed.currentPeriod).toMatchObject({ index: 1, openedAt: null });

    // One "I've paid it" reports the period's price and the fee on it; verifying the period's charge pays both.
    const reported = await reportPaid(member.cookie);
    expect(reported.payments.filter((p) => p.status === 'awaiting_verification').map((p) => p.kind)).toEqual(
      expect.arrayContaining(['purchase', 'mailing']),
    );
    const verified = await verify(member, (await periodCharge(member, 0)).id);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'completed',
      externalReference: TEST_PAYMENT_REFERENCE,
    });
    expect((await periodsOf(member))[1]?.openedAt).not.toBeNull();
  });

  it('is owed for a period without any other letter, never waived, and holds the next period until paid', async () => {
    const member = await memberWithLetters('2027-03-02T15:00:00Z');
    t.clock.set(monthAfter(member.activatedAt, 1));
    await reportPaid(member.cookie);
    expect((await verify(member, (await periodCharge(member, 0)).id)).statusCode).toBe(200);

    // Month 2 sends nothing new; one of month 1's letters is mailed in it.
    t.clock.advance(3 * DAY);
    const { paymentId } = await mailOneLetter(t, member.id);
    expect((await paymentRow(paymentId)).status).toBe('scheduled');

    t.clock.set(monthAfter(member.activatedAt, 2));
    const closed = await subscriptionOf(member.cookie);
    expect((await periodCharge(member, 1)).status).toBe('waived');
    expect((await paymentRow(paymentId)).status).toBe('due');
    // An unpaid fee is an outstanding charge: month 3's allowance waits for it.
    expect(closed.currentPeriod).toMatchObject({ index: 2, openedAt: null, remaining: 0 });

    await reportPaid(member.cookie);
    expect((await paymentRow(paymentId)).status).toBe('awaiting_verification');
    const verified = await verify(member, paymentId);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe('completed');
    expect((await periodsOf(member))[2]?.openedAt).not.toBeNull();
  });

  it("is due at once when the one-time plan's charge was already billed", async () => {
    const member = await memberWithLetters('2027-05-03T15:00:00Z', 'per_dispute');
    t.clock.set(monthAfter(member.activatedAt, 1));
    await subscriptionOf(member.cookie);
    expect((await periodCharge(member, 0)).status).toBe('due');

    const { paymentId } = await mailOneLetter(t, member.id);
    expect(await paymentRow(paymentId)).toMatchObject({ kind: 'mailing', status: 'due' });
  });

  it('is owed when the plan ends before its period closes, and charged once for a mailing however often asked', async () => {
    const member = await memberWithLetters('2027-07-05T15:00:00Z');
    const first = await mailOneLetter(t, member.id);
    const cancelled = await callAs(t, member.cookie)('POST', '/api/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await paymentRow(first.paymentId)).status).toBe('scheduled');

    t.clock.set(monthAfter(member.activatedAt, 1));
    expect((await subscriptionOf(member.cookie)).status).toBe('inactive');
    expect((await periodCharge(member, 0)).status).toBe('due');
    expect((await paymentRow(first.paymentId)).status).toBe('due');

    // The tracking code asked again (a replayed event): the same payment, no second one.
    const again = await t.db.transaction((tx) =>
      recordMailingCharge(tx, { userId: member.id, mailingId: first.mailingId, amountCents: 999, now: t.clock.now() }),
    );
    expect(again).toBe(first.paymentId);
    const fees = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, member.id), eq(payments.kind, 'mailing')));
    expect(fees.map((fee) => fee.id)).toEqual([first.paymentId]);
    // Another member's mailing is not this member's to charge.
    const other = await memberWithLetters('2027-09-06T15:00:00Z');
    await expect(
      t.db.transaction((tx) =>
        recordMailingCharge(tx, { userId: other.id, mailingId: first.mailingId, amountCents: 1, now: t.clock.now() }),
      ),
    ).rejects.toThrow(/is not member/);
  });
});
