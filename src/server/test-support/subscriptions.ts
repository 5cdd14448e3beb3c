import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { lockUser } from '#server/db/member-lock.ts';
import { billingPeriods, payments } from '#server/db/schema/billing.ts';
import { AGREEMENT_VERSION } from '#server/features/billing/agreement.ts';
import { openSubscription } from '#server/features/billing/start-plan.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import { callAs } from './admin.ts';
import { pullDemoReport } from './credit.ts';
import { passSecondFactor, signUpMember } from './members.ts';
import type { TestApp } from './test-app.ts';

/** The activation key the test apps that sell plans are built with. */
export const TEST_ACTIVATION_KEY = 'the-activation-key-for-tests';
/** A processor's receipt number, as the verifying admin types it. */
export const TEST_PAYMENT_REFERENCE = 'INV-TEST-0001';

const post = (t: TestApp, url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** The billing periods of a member's subscription, in order. */
export const periodsOf = (t: TestApp, member: { subscriptionId: string }) =>
  t.db
    .select()
    .from(billingPeriods)
    .where(eq(billingPeriods.subscriptionId, member.subscriptionId))
    .orderBy(asc(billingPeriods.index));

/** The payments of a member's subscription, in the order of the periods they are for. */
export const paymentsByPeriod = (t: TestApp, member: { subscriptionId: string }) =>
  t.db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, member.subscriptionId))
    .orderBy(asc(payments.periodIndex));

/** A verified member with the demo report who accepted the agreement for `plan`; answers their negative items. */
export async function memberWithAgreement(
  t: TestApp,
  plan: PaymentType = 'monthly',
  names?: { firstName?: string; lastName?: string },
) {
  const member = await signUpMember(t, names);
  const report = await pullDemoReport(t, member.cookie);
  const accepted = await post(t, '/api/subscription/agreement', member.cookie, { plan, version: AGREEMENT_VERSION });
  if (accepted.statusCode !== 201) throw new Error(`agreement failed: ${accepted.body}`);
  return { ...member, report, items: report.negativeItems.map((item) => item.id) };
}

/**
 * A member with the demo report and a plan started (manual mode: nothing charged), with the right to cancel
 * already run out (the clock is moved past it), so disputes can go out. The admin's session passes the second
 * factor again after the move, as a real one would days later. Answers the member and their report.
 */
export async function activeMember(
  t: TestApp,
  admin: { cookie: string },
  paymentType: PaymentType = 'monthly',
): Promise<{ cookie: string; id: string; report: CreditReportResponse }> {
  const member = await memberWithAgreement(t, paymentType);
  const started = await post(t, '/api/subscription/start', member.cookie, { paymentType });
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  t.clock.advance(8 * 24 * 60 * 60 * 1000);
  await passSecondFactor(t, admin);
  return { cookie: member.cookie, id: member.id, report: member.report };
}

/**
 * Manual mode: the member reports paying what is due (a period that closed with letters) and an admin verifies
 * it, so the period waiting for that payment opens.
 */
export async function verifyRenewal(t: TestApp, admin: { cookie: string }, member: { cookie: string; id: string }) {
  const reported = await post(t, '/api/subscription/payment-reported', member.cookie, { reference: 'PAYPAL-TEST' });
  if (reported.statusCode !== 200) throw new Error(`payment report failed: ${reported.body}`);
  const renewal = reported
    .json()
    .payments.find((payment: { status: string }) => payment.status === 'awaiting_verification');
  if (!renewal) throw new Error('no payment awaiting verification');
  await passSecondFactor(t, admin);
  const verified = await post(t, '/api/subscription/activate', admin.cookie, {
    userId: member.id,
    paymentId: renewal.id,
    adminKey: TEST_ACTIVATION_KEY,
    paymentReference: TEST_PAYMENT_REFERENCE,
  });
  if (verified.statusCode !== 200) throw new Error(`renewal verification failed: ${verified.body}`);
}

/**
 * A purchase as the old pay-first flow left it in databases from before billing in arrears: pending
 * verification, the payment reported (or not) and never verified, with the first `itemCount` negative items
 * queued. New plans never take this path; an admin still activates these.
 */
export async function legacyPendingMember(
  t: TestApp,
  options: {
    plan?: PaymentType;
    itemCount?: number;
    reported?: boolean;
    names?: { firstName?: string; lastName?: string };
  } = {},
) {
  const { plan = 'monthly', itemCount = 0, reported = true, names } = options;
  const member = await memberWithAgreement(t, plan, names);
  const items = member.items.slice(0, itemCount);
  await legacyPurchase(t, member.id, { plan, items, reported });
  return { ...member, items };
}

/** The admin verifies the purchase `legacyPendingMember` left pending, as the admin screen sends it: the plan starts. */
export const activateLegacyPurchase = (t: TestApp, admin: { cookie: string }, member: { id: string }) =>
  callAs(t, admin.cookie)('POST', '/api/subscription/activate', {
    userId: member.id,
    adminKey: TEST_ACTIVATION_KEY,
    paymentReference: TEST_PAYMENT_REFERENCE,
  });

/**
 * A premium purchase from the old pay-first flow that the admin verified and the member cancelled an hour later,
 * inside the 3 business days: refunded in full. Answers the member.
 */
export async function refundedLegacyMember(
  t: TestApp,
  admin: { cookie: string },
  names?: { firstName?: string; lastName?: string },
) {
  const member = await legacyPendingMember(t, { plan: 'premium', names });
  await activateLegacyPurchase(t, admin, member);
  t.clock.advance(60 * 60 * 1000);
  expect((await callAs(t, member.cookie)('POST', '/api/subscription/cancel')).json().status).toBe('inactive');
  return member;
}

/**
 * The pay-first purchase of `legacyPendingMember` for a member who has already signed the agreement for `plan`:
 * pending verification, reported paid unless `reported` is false, `items` queued.
 */
export async function legacyPurchase(
  t: TestApp,
  userId: string,
  options: { plan: PaymentType; items?: string[]; reported?: boolean },
) {
  const { plan, items = [], reported = true } = options;
  await t.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await openSubscription(
      tx,
      userId,
      { paymentType: plan, selectedItems: items },
      {
        now: t.clock.now(),
        subscription: { processor: 'manual' },
        purchase: reported ? { reportedAt: t.clock.now(), memberReference: 'ZELLE-1' } : {},
      },
    );
  });
}
