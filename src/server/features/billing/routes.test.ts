import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementAcceptances, billingPeriods, payments, subscriptionHistory } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import { pullDemoReport } from '#server/test-support/credit.ts';
import { passSecondFactor, signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import {
  legacyPendingMember as legacyPending,
  TEST_ACTIVATION_KEY,
  TEST_PAYMENT_REFERENCE,
} from '#server/test-support/subscriptions.ts';
import { createTestApp, setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { AGREEMENT_VERSION } from './agreement.ts';

const KEY = TEST_ACTIVATION_KEY;
const REFERENCE = TEST_PAYMENT_REFERENCE;
const DAY = 24 * 60 * 60 * 1000;
// The clock jumps months ahead: sessions must outlive it.
const t = setUpTestApp({ adminActivationKey: KEY, sessionTtlMs: 1000 * DAY });
const admin = setUpOnce(() => signUpAdmin(t));

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'vitest-agent' },
    ...(payload ? { payload } : {}),
  });

const accept = (cookie: string, plan = 'monthly', version = AGREEMENT_VERSION) =>
  call('POST', '/api/subscription/agreement', cookie, { plan, version });
const start = (cookie: string, body: object) => call('POST', '/api/subscription/start', cookie, body);
/** `null` sends no key at all. The admin's session passes the factor again: these tests move the clock by weeks. */
const activate = async (userId: string, adminKey: string | null = KEY, cookie = admin.cookie) => {
  await passSecondFactor(t, { cookie });
  return call('POST', '/api/subscription/activate', cookie, {
    userId,
    paymentReference: REFERENCE,
    ...(adminKey === null ? {} : { adminKey }),
  });
};
const subscriptionOf = async (cookie: string) =>
  (await call('GET', '/api/subscription', cookie)).json() as SubscriptionResponse;
const statusOf = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.subscriptionStatus;

/** A member with a demo report, their negative item ids, and a plan chosen, signed for and started. */
async function startedMember(plan = 'monthly', itemCount = 0) {
  const member = await signUpMember(t);
  const report = await pullDemoReport(t, member.cookie);
  const items = report.negativeItems.slice(0, itemCount).map((item) => item.id);
  expect((await accept(member.cookie, plan)).statusCode).toBe(201);
  const started = await start(member.cookie, { paymentType: plan, selectedItems: items });
  expect(started.statusCode, started.body).toBe(200);
  return { ...member, items, report, subscriptionId: started.json().subscriptionId as string };
}

const legacyPendingMember = (plan = 'monthly', itemCount = 0, reported = true) =>
  legacyPending(t, { plan: plan as PaymentType, itemCount, reported });

describe('who may call what', () => {
  it('answers 401 to a visitor on every member and admin call, and shows the plans and the agreement publicly', async () => {
    for (const [method, url] of [
      ['GET', '/api/subscription'],
      ['POST', '/api/subscription/agreement'],
      ['POST', '/api/subscription/start'],
      ['POST', '/api/subscription/payment-reported'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/subscription/activate'],
      ['POST', '/api/admin/subscription/batch-activate'],
      ['GET', '/api/admin/payments/refunds-owed'],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
    }
    const plans = await call('GET', '/api/subscription/plans');
    expect(
      plans.json().plans.map((p: { paymentType: string; priceCents: number }) => [p.paymentType, p.priceCents]),
    ).toEqual([
      ['per_dispute', 9900],
      ['monthly', 12000],
      ['premium', 29900],
    ]);
    expect(plans.json().plans[1]).toMatchObject({ recommended: true, paymentLink: '/demo-payment?plan=monthly' });
    // Onboarding visitors read the contract before they have an account; accepting it still needs one (or a draft).
    const agreement = await call('GET', '/api/subscription/agreement?plan=monthly&lang=es');
    expect(agreement.statusCode).toBe(200);
    expect(agreement.json().version).toBe(AGREEMENT_VERSION);
  });

  it('answers 403 to a member on the admin calls, before looking at the key', async () => {
    const member = await legacyPendingMember();
    expect((await activate(member.id, KEY, member.cookie)).json()).toMatchObject({ code: 'FORBIDDEN' });
    const batch = await call('POST', '/api/admin/subscription/batch-activate', member.cookie, {
      userIds: [member.id],
      adminKey: KEY,
      paymentReferences: { [member.id]: REFERENCE },
    });
    expect(batch.statusCode).toBe(403);
    expect(await statusOf(member.id)).toBe('pending_verification');
  });

  it('refuses an admin without the right key with Admin Key Required', async () => {
    const member = await legacyPendingMember();
    for (const key of [null, 'not-the-key', '']) {
      const res = await activate(member.id, key);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ADMIN_KEY_REQUIRED', message: 'Admin Key Required' });
    }
    expect(await statusOf(member.id)).toBe('pending_verification');
  });

  it('refuses every activation when no key is configured', async () => {
    const bare = await createTestApp({ adminActivationKey: null });
    try {
      const bareAdmin = await signUpAdmin(bare);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/subscription/activate',
        headers: { cookie: bareAdmin.cookie },
        payload: { userId: bareAdmin.id, adminKey: 'anything-at-all', paymentReference: REFERENCE },
      });
      expect(res.json()).toMatchObject({ code: 'ADMIN_KEY_REQUIRED', reason: 'not_configured' });
    } finally {
      await bare.close();
    }
  });
});

describe('the agreement', () => {
  it('answers the disclosure, the contract and the notice in the member’s language, with the deadline', async () => {
    const member = await signUpMember(t);
    const en = (await call('GET', '/api/subscription/agreement?plan=monthly', member.cookie)).json();
    expect(en).toMatchObject({ version: AGREEMENT_VERSION, paymentType: 'monthly', language: 'en' });
    // Sunday Nov 22, 2026: Monday, Tuesday and Wednesday count (Thanksgiving is the 26th); midnight in Hawaii.
    expect(en.rightToCancelEndsAt).toBe('2026-11-26T10:00:00.000Z');
    expect(en.disclosure.title).toBe('Consumer Credit File Rights Under State and Federal Law');
    const contract = JSON.stringify(en.contract);
    expect(contract).toContain('$120.00');
    expect(contract).toContain('11/25/2026');
    expect(en.contract.sections.at(-1).conspicuous).toBe(true);
    const es = (await call('GET', '/api/subscription/agreement?plan=per_dispute&lang=es', member.cookie)).json();
    expect(es.language).toBe('es');
    expect(JSON.stringify(es.contract)).toContain('$99.00');
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/agreement?plan=premium',
      headers: { cookie: member.cookie, 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(byHeader.json().language).toBe('es');
  });

  it('refuses an unknown plan or an outdated version, and keeps the acceptance with its proof', async () => {
    const member = await signUpMember(t);
    expect((await call('GET', '/api/subscription/agreement?plan=gold', member.cookie)).statusCode).toBe(400);
    const outdated = await accept(member.cookie, 'monthly', '2020-01-01');
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().code).toBe('AGREEMENT_OUTDATED');
    const accepted = await accept(member.cookie, 'monthly');
    expect(accepted.json()).toMatchObject({ paymentType: 'monthly', rightToCancelEndsAt: '2026-11-26T10:00:00.000Z' });
    // Accepting again (a double click, a second visit) signs nothing new.
    expect((await accept(member.cookie, 'monthly')).json()).toEqual(accepted.json());
    const rows = await t.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: AGREEMENT_VERSION, language: 'en', userAgent: 'vitest-agent' });
    expect(rows[0]?.ipAddress).toBeTruthy();
    // What was signed is kept word for word, with the business's name and address as configured then.
    expect(rows[0]?.document.disclosure.title).toBe('Consumer Credit File Rights Under State and Federal Law');
    expect(JSON.stringify(rows[0]?.document.cancellationNotice)).toContain('Demo installation: set BUSINESS_ADDRESS');
  });
});

describe('starting a plan', () => {
  it('needs an accepted agreement for that very plan', async () => {
    const member = await signUpMember(t);
    const none = await start(member.cookie, { paymentType: 'monthly' });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('AGREEMENT_REQUIRED');
    await accept(member.cookie, 'per_dispute');
    expect((await start(member.cookie, { paymentType: 'monthly' })).json().code).toBe('AGREEMENT_REQUIRED');
    expect(await statusOf(member.id)).toBe('incomplete');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const member = await signUpMember(t);
    await accept(member.cookie);
    for (const body of [
      { paymentType: 'gold' },
      { paymentType: 'monthly', selectedItems: ['not-a-uuid'] },
      { paymentType: 'monthly', extra: true },
      { paymentType: 'monthly', reference: 'PAID-UP-FRONT' },
    ]) {
      expect((await start(member.cookie, body)).statusCode).toBe(400);
    }
    expect(await statusOf(member.id)).toBe('incomplete');
  });

  it('refuses more items than the plan allows, and another member’s items, changing nothing', async () => {
    const member = await signUpMember(t);
    const report = await pullDemoReport(t, member.cookie);
    await accept(member.cookie, 'per_dispute');
    const three = report.negativeItems.slice(0, 3).map((item) => item.id);
    const over = await start(member.cookie, { paymentType: 'per_dispute', selectedItems: three });
    expect(over.json()).toMatchObject({ code: 'SELECTION_OVER_LIMIT', reason: '2' });
    const other = await startedMember();
    const stranger = await start(member.cookie, {
      paymentType: 'per_dispute',
      selectedItems: [other.report.negativeItems[0]?.id],
    });
    expect(stranger.statusCode).toBe(404);
    expect(await statusOf(member.id)).toBe('incomplete');
    expect(await t.db.select().from(disputes).where(eq(disputes.userId, member.id))).toEqual([]);
  });

  it('charges nothing: active at once, the price scheduled for after the period, the drafts waiting', async () => {
    t.clock.set(new Date('2026-11-22T15:00:00Z'));
    const member = await startedMember('monthly', 2);
    const state = await subscriptionOf(member.cookie);
    expect(state).toMatchObject({
      status: 'active',
      subscription: { activatedAt: '2026-11-22T15:00:00.000Z' },
      currentPeriod: { index: 0, remaining: 5, openedAt: '2026-11-22T15:00:00.000Z' },
      queuedDisputes: 2,
      payments: [{ kind: 'purchase', amountCents: 12000, status: 'scheduled', reportedAt: null }],
    });
    const history = await t.db.select().from(subscriptionHistory).where(eq(subscriptionHistory.userId, member.id));
    expect(history.map((h) => [h.action, h.newStatus, h.actorId === member.id])).toEqual([
      ['agreement_accepted', 'incomplete', true],
      ['activated', 'active', true],
    ]);
    // Nothing to verify: the admin's list of payments awaiting verification does not have it.
    await passSecondFactor(t, admin);
    const awaiting = await call('GET', `/api/admin/payments/awaiting-verification?userId=${member.id}`, admin.cookie);
    expect(awaiting.json()).toMatchObject({ total: 0 });
  });

  it('is idempotent under concurrent calls: one plan, one set of drafts, the same answer', async () => {
    const member = await signUpMember(t);
    const report = await pullDemoReport(t, member.cookie);
    await accept(member.cookie, 'monthly');
    const selectedItems = report.negativeItems.slice(0, 3).map((item) => item.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => start(member.cookie, { paymentType: 'monthly', selectedItems })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    const bodies = answers.map((res) => res.json());
    expect(new Set(bodies.map((body) => body.subscriptionId)).size).toBe(1);
    expect(bodies.every((body) => body.disputesCreated === 3)).toBe(true);
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toHaveLength(1);
    const drafts = await t.db.select().from(disputes).where(eq(disputes.userId, member.id));
    expect(drafts.map((d) => d.status)).toEqual(['draft', 'draft', 'draft']);
    const history = await t.db.select().from(subscriptionHistory).where(eq(subscriptionHistory.userId, member.id));
    expect(history.map((h) => h.action).sort()).toEqual(['activated', 'agreement_accepted']);
    const items = (await call('GET', '/api/credit-report', member.cookie)).json().negativeItems;
    expect(items.filter((item: { isDisputed: boolean }) => item.isDisputed)).toHaveLength(3);
  });

  it('refuses a second plan while one is running', async () => {
    const member = await startedMember('monthly');
    expect((await start(member.cookie, { paymentType: 'premium' })).json()).toMatchObject({
      code: 'WRONG_SUBSCRIPTION_STATE',
    });
    expect((await accept(member.cookie, 'premium')).statusCode).toBe(409);
  });
});

describe('the lifecycle', () => {
  it('goes incomplete → active → billed for its letters → cancelled at the end of the next month', async () => {
    t.clock.set(new Date('2026-11-22T15:00:00Z'));
    const member = await startedMember('monthly', 3);
    const active = await subscriptionOf(member.cookie);
    expect(active).toMatchObject({
      status: 'active',
      plan: { paymentType: 'monthly', name: 'Professional' },
      currentPeriod: { index: 0, allowance: 5, used: 0, remaining: 5, endsAt: '2026-12-22T15:00:00.000Z' },
      payments: [{ kind: 'purchase', status: 'scheduled' }],
      // Nothing was paid: cancelling inside the window owes nothing back.
      cancellation: { kind: 'immediate', refund: true, refundCents: 0, reason: 'right_to_cancel' },
    });
    // The drafts wait out the right to cancel (CROA § 1679d(a)(2)), then go at the first settlement after it.
    t.clock.set(new Date('2026-11-26T09:59:59Z'));
    expect((await subscriptionOf(member.cookie)).queuedDisputes).toBe(3);
    t.clock.set(new Date('2026-11-26T10:00:00Z'));
    const released = await subscriptionOf(member.cookie);
    expect(released).toMatchObject({ queuedDisputes: 0, currentPeriod: { used: 3, remaining: 2 } });
    const sent = await t.db.select().from(disputes).where(eq(disputes.userId, member.id));
    expect(sent.map((d) => d.status)).toEqual(['sent', 'sent', 'sent']);

    t.clock.set(new Date('2026-12-22T15:00:00Z'));
    const renewed = await subscriptionOf(member.cookie);
    // The month closed with letters: its price is due; the new month waits, with nothing to spend, until paid.
    expect(renewed.currentPeriod).toMatchObject({ index: 1, allowance: 5, used: 0, remaining: 0, openedAt: null });
    expect(renewed.payments.find((p) => p.periodIndex === 0)).toMatchObject({ kind: 'purchase', status: 'due' });
    expect(renewed.payments.find((p) => p.periodIndex === 1)).toMatchObject({ kind: 'renewal', status: 'scheduled' });
    expect(renewed.cancellation).toEqual({ kind: 'end_of_period', effectiveAt: '2027-01-22T15:00:00.000Z' });

    const cancelled = await call('POST', '/api/subscription/cancel', member.cookie);
    expect(cancelled.json()).toMatchObject({
      status: 'active',
      subscription: { endsAt: '2027-01-22T15:00:00.000Z' },
      cancellation: { kind: 'refused', reason: 'already_cancelling' },
    });
    expect((await call('POST', '/api/subscription/cancel', member.cookie)).json()).toMatchObject({
      code: 'NOT_CANCELLABLE',
      reason: 'already_cancelling',
    });

    t.clock.set(new Date('2027-01-22T15:00:00Z'));
    // The current-user answer settles too: the first thing the app asks already shows the plan is over.
    const me = await call('GET', '/api/auth/user', member.cookie);
    expect(me.json(), me.body).toMatchObject({ subscriptionStatus: 'inactive' });
    const ended = await subscriptionOf(member.cookie);
    expect(ended).toMatchObject({ status: 'inactive', currentPeriod: null, subscription: null });
    // The letters' month is still owed after the plan ended; the month without letters is not.
    expect(ended.payments.map((p) => [p.periodIndex, p.status])).toEqual(
      expect.arrayContaining([
        [0, 'due'],
        [1, 'waived'],
      ]),
    );
    const history = await t.db.select().from(subscriptionHistory).where(eq(subscriptionHistory.userId, member.id));
    expect(history.map((h) => [h.action, h.newStatus, h.actorId === null ? 'time' : 'member'])).toEqual(
      expect.arrayContaining([
        ['activated', 'active', 'member'],
        ['renewed', 'active', 'time'],
        ['cancellation_scheduled', 'active', 'member'],
        ['ended', 'inactive', 'time'],
      ]),
    );
    // There is no purchase to activate.
    expect((await activate(member.id)).statusCode).toBe(409);
  });

  it('owes back, by 10 days after cancelling, a payment reported inside the 3 business days', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await startedMember('monthly', 1);
    // A payment the member reported (the legacy flow, or a due payment paid early): the row the rule reads.
    await t.db
      .update(payments)
      .set({ status: 'awaiting_verification', reportedAt: t.clock.now() })
      .where(eq(payments.userId, member.id));
    t.clock.set(new Date('2026-11-04T15:00:00Z'));
    expect((await subscriptionOf(member.cookie)).cancellation).toEqual({
      kind: 'immediate',
      refund: true,
      refundCents: 12000,
      reason: 'right_to_cancel',
    });
    const cancelled = (await call('POST', '/api/subscription/cancel', member.cookie)).json() as SubscriptionResponse;
    expect(cancelled.status).toBe('inactive');
    expect(cancelled.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'refund',
          amountCents: -12000,
          status: 'refund_due',
          dueAt: '2026-11-14T15:00:00.000Z',
        }),
        expect.objectContaining({ kind: 'purchase', status: 'cancelled' }),
      ]),
    );
  });

  it('refunds in full, by a due date, a legacy payment verified inside the 3 business days', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await legacyPendingMember('premium');
    await activate(member.id);
    t.clock.set(new Date('2026-11-05T15:00:00Z'));
    const cancelled = (await call('POST', '/api/subscription/cancel', member.cookie)).json();
    expect(cancelled.status).toBe('inactive');
    expect(cancelled.payments[0]).toMatchObject({
      kind: 'refund',
      amountCents: -29900,
      status: 'refund_due',
      dueAt: '2026-11-15T15:00:00.000Z',
    });
  });

  it('bills a one-time plan once its disputes went out, keeps that owed on cancelling, and never renews it', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await startedMember('per_dispute', 2);
    t.clock.set(new Date('2027-03-01T12:00:00Z'));
    const later = await subscriptionOf(member.cookie);
    expect(later.currentPeriod).toMatchObject({ index: 0, allowance: 2, used: 2, remaining: 0, endsAt: null });
    expect(later.payments).toMatchObject([{ kind: 'purchase', status: 'due', amountCents: 9900 }]);
    expect(later.cancellation).toEqual({ kind: 'immediate', refund: false, refundCents: 0, reason: 'services_begun' });
    const cancelled = (await call('POST', '/api/subscription/cancel', member.cookie)).json();
    expect(cancelled.status).toBe('inactive');
    expect(cancelled.payments).toMatchObject([{ kind: 'purchase', status: 'due' }]);
  });

  it('owes nothing for a one-time plan nothing was sent for, nor for a legacy payment never reported', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const unused = await startedMember('per_dispute');
    const unverified = await legacyPendingMember('monthly', 2, false);
    t.clock.set(new Date('2026-12-01T12:00:00Z'));
    const ended = (await call('POST', '/api/subscription/cancel', unused.cookie)).json();
    expect(ended.status).toBe('inactive');
    expect(ended.payments).toMatchObject([{ kind: 'purchase', status: 'cancelled' }]);

    const preview = (await subscriptionOf(unverified.cookie)).cancellation;
    expect(preview).toEqual({ kind: 'immediate', refund: true, refundCents: 0, reason: 'not_verified' });
    const cancelled = (await call('POST', '/api/subscription/cancel', unverified.cookie)).json();
    expect(cancelled.status).toBe('inactive');
    expect(cancelled.payments).toMatchObject([{ kind: 'purchase', status: 'cancelled' }]);
    // Its queued drafts are plain drafts again, free for the next plan.
    const drafts = await t.db.select().from(disputes).where(eq(disputes.userId, unverified.id));
    expect(drafts.map((d) => [d.status, d.queuedByPaymentId])).toEqual([
      ['draft', null],
      ['draft', null],
    ]);
  });

  it('refuses to cancel what is not there', async () => {
    const member = await signUpMember(t);
    expect((await call('POST', '/api/subscription/cancel', member.cookie)).json()).toMatchObject({
      code: 'NOT_CANCELLABLE',
      reason: 'nothing_to_cancel',
    });
  });
});

describe('refunds owed', () => {
  it('lists them for admins, the earliest due first, and settles each once, returned or never received', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const returned = await legacyPendingMember('premium');
    const neverArrived = await legacyPendingMember('monthly');
    await activate(returned.id);
    t.clock.set(new Date('2026-11-03T15:00:00Z'));
    await call('POST', '/api/subscription/cancel', returned.cookie);
    await call('POST', '/api/subscription/cancel', neverArrived.cookie);

    await passSecondFactor(t, admin);
    const listed = await call('GET', '/api/admin/payments/refunds-owed?pageSize=100', admin.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows: { userId: string; paymentId: string; dueAt: string }[] = listed.json().refunds;
    expect(rows.map((row) => row.dueAt)).toEqual(rows.map((row) => row.dueAt).sort());
    const owedTo = (userId: string) => rows.find((row) => row.userId === userId);
    expect(owedTo(returned.id)).toMatchObject({
      paymentType: 'premium',
      amountCents: 29900,
      dueAt: '2026-11-13T15:00:00.000Z',
    });
    expect(owedTo(neverArrived.id)).toMatchObject({
      paymentType: 'monthly',
      amountCents: 12000,
      dueAt: '2026-11-13T15:00:00.000Z',
    });
    const refundId = owedTo(returned.id)?.paymentId ?? '';
    const unreceivedId = owedTo(neverArrived.id)?.paymentId ?? '';
    const settle = (paymentId: string, body: object, cookie = admin.cookie) =>
      call('POST', `/api/admin/payments/${paymentId}/refund-settled`, cookie, body);

    // A member, a visitor, bad input: refused, nothing changes.
    expect(
      (await settle(refundId, { outcome: 'returned', paymentReference: 're_1' }, returned.cookie)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/admin/payments/${refundId}/refund-settled`, undefined, {})).statusCode).toBe(401);
    expect((await settle(refundId, { outcome: 'returned' })).statusCode).toBe(400);
    expect((await settle('not-a-uuid', { outcome: 'not_received' })).statusCode).toBe(400);
    expect((await settle('00000000-0000-4000-8000-000000000000', { outcome: 'not_received' })).statusCode).toBe(404);

    const done = await settle(refundId, { outcome: 'returned', paymentReference: 're_3Q-refund-1' });
    expect(done.json()).toEqual({ paymentId: refundId, status: 'refunded' });
    expect((await settle(unreceivedId, { outcome: 'not_received' })).json()).toMatchObject({
      status: 'cancelled',
    });
    expect((await settle(refundId, { outcome: 'not_received' })).json()).toMatchObject({
      code: 'WRONG_SUBSCRIPTION_STATE',
      reason: 'refunded',
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, refundId));
    expect(row).toMatchObject({ status: 'refunded', externalReference: 're_3Q-refund-1', verifiedBy: admin.id });
    const history = await t.db.select().from(subscriptionHistory).where(eq(subscriptionHistory.userId, returned.id));
    expect(history.filter((h) => h.action === 'refunded')).toMatchObject([{ actorId: admin.id }]);
    const after = (await call('GET', '/api/admin/payments/refunds-owed?pageSize=100', admin.cookie)).json();
    expect(after.refunds.map((r: { paymentId: string }) => r.paymentId)).not.toContain(refundId);
  });
});

describe('activation', () => {
  it('submits queued drafts at once when the window already closed, within the allowance', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await legacyPendingMember('monthly', 4);
    t.clock.set(new Date('2026-11-09T15:00:00Z'));
    expect((await activate(member.id)).json()).toEqual({ userId: member.id, submittedDisputes: 4 });
    expect((await subscriptionOf(member.cookie)).currentPeriod).toMatchObject({ used: 4, remaining: 1 });
    expect((await call('GET', '/api/dashboard/stats', member.cookie)).json().activeDisputes).toBe(4);
  });

  it('batch-activates the pending members and reports the others', async () => {
    const first = await legacyPendingMember();
    const second = await legacyPendingMember('per_dispute');
    const never = await signUpMember(t);
    await passSecondFactor(t, admin);
    const res = await call('POST', '/api/admin/subscription/batch-activate', admin.cookie, {
      userIds: [first.id, second.id, never.id, first.id],
      adminKey: KEY,
      paymentReferences: { [first.id]: REFERENCE, [second.id]: REFERENCE, [never.id]: REFERENCE },
    });
    expect(res.json()).toEqual({
      successful: 2,
      totalProcessed: 3,
      failed: [{ userId: never.id, reason: 'incomplete' }],
    });
    expect(await statusOf(first.id)).toBe('active');
    expect(await statusOf(second.id)).toBe('active');
  });

  it('needs the processor’s reference: none, or one too short or too long, is refused and changes nothing', async () => {
    const member = await legacyPendingMember();
    await passSecondFactor(t, admin);
    for (const paymentReference of [undefined, '', 'abc', 'x'.repeat(101)]) {
      const res = await call('POST', '/api/subscription/activate', admin.cookie, {
        userId: member.id,
        adminKey: KEY,
        paymentReference,
      });
      expect(res.statusCode, String(paymentReference)).toBe(400);
    }
    expect(await statusOf(member.id)).toBe('pending_verification');
    expect((await activate(member.id)).statusCode).toBe(200);
    const [purchase] = await t.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(purchase).toMatchObject({ status: 'completed', externalReference: REFERENCE, verifiedBy: admin.id });
  });

  it('activates in a batch only the members whose reference the admin gave', async () => {
    const given = await legacyPendingMember();
    const missing = await legacyPendingMember();
    await passSecondFactor(t, admin);
    const res = await call('POST', '/api/admin/subscription/batch-activate', admin.cookie, {
      userIds: [given.id, missing.id],
      adminKey: KEY,
      paymentReferences: { [given.id]: 'INV-BATCH-1' },
    });
    expect(res.json()).toEqual({
      successful: 1,
      totalProcessed: 2,
      failed: [{ userId: missing.id, reason: 'reference_missing' }],
    });
    expect([await statusOf(given.id), await statusOf(missing.id)]).toEqual(['active', 'pending_verification']);
    const bad = await call('POST', '/api/admin/subscription/batch-activate', admin.cookie, {
      userIds: [missing.id],
      adminKey: KEY,
      paymentReferences: { [missing.id]: 'ab' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await statusOf(missing.id)).toBe('pending_verification');
  });

  it('answers No Pending Users to an empty batch, and 404 for an unknown member', async () => {
    const empty = await call('POST', '/api/admin/subscription/batch-activate', admin.cookie, {
      userIds: [],
      adminKey: KEY,
      paymentReferences: {},
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('NO_PENDING_USERS');
    expect((await activate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('what the review found', () => {
  it('queues one draft for an account picked from two reports (before and after a refresh)', async () => {
    const member = await signUpMember(t);
    const first = await pullDemoReport(t, member.cookie);
    const refreshed = await call('POST', '/api/credit-report/refresh', member.cookie);
    expect(refreshed.statusCode).toBe(201);
    const older = first.negativeItems[0];
    const newer = refreshed
      .json()
      .negativeItems.find((item: { creditorName: string }) => item.creditorName === older?.creditorName);
    await accept(member.cookie, 'monthly');
    const started = await start(member.cookie, { paymentType: 'monthly', selectedItems: [older?.id, newer.id] });
    expect(started.statusCode).toBe(200);
    expect(started.json().disputesCreated).toBe(1);
  });

  it('lets a new plan take over the drafts of a cancelled one', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await startedMember('monthly', 2);
    await call('POST', '/api/subscription/cancel', member.cookie);
    await accept(member.cookie, 'premium');
    const again = await start(member.cookie, { paymentType: 'premium', selectedItems: member.items });
    expect(again.json().disputesCreated).toBe(2);
    t.clock.set(new Date('2026-11-09T15:00:00Z'));
    expect((await subscriptionOf(member.cookie)).currentPeriod).toMatchObject({ used: 2 });
  });

  it('counts drafts released late against the period in which the window closed', async () => {
    t.clock.set(new Date('2026-01-30T15:00:00Z'));
    const member = await startedMember('monthly', 3);
    // Nobody looks for three months; the first settlement after that finds the window long closed.
    t.clock.set(new Date('2026-05-01T12:00:00Z'));
    const now = await subscriptionOf(member.cookie);
    expect(now.currentPeriod).toMatchObject({ index: 3, used: 0, remaining: 0, openedAt: null });
    const periods = await t.db.select().from(billingPeriods).where(eq(billingPeriods.userId, member.id));
    expect(periods.sort((a, b) => a.index - b.index).map((p) => p.used)).toEqual([3, 0, 0, 0]);
  });

  it('asks for a fresh signature when the accepted agreement’s window has already closed', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await signUpMember(t);
    await accept(member.cookie, 'monthly');
    t.clock.set(new Date('2026-11-12T15:00:00Z'));
    expect((await start(member.cookie, { paymentType: 'monthly' })).json().code).toBe('AGREEMENT_REQUIRED');
    expect((await subscriptionOf(member.cookie)).acceptedAgreement).toBeNull();
    await accept(member.cookie, 'monthly');
    expect((await start(member.cookie, { paymentType: 'monthly' })).statusCode).toBe(200);
  });

  it('answers a retry with the same plan', async () => {
    const member = await startedMember('monthly', 1);
    const retry = await start(member.cookie, { paymentType: 'monthly', selectedItems: member.items });
    expect(retry.json()).toEqual({ disputesCreated: 1, subscriptionId: member.subscriptionId });
    expect((await start(member.cookie, { paymentType: 'premium' })).json()).toMatchObject({
      code: 'WRONG_SUBSCRIPTION_STATE',
      reason: 'other_plan_under_way',
    });
  });

  it('answers No Pending Users when nobody in the batch is waiting', async () => {
    const active = await startedMember();
    await passSecondFactor(t, admin);
    const res = await call('POST', '/api/admin/subscription/batch-activate', admin.cookie, {
      userIds: [active.id],
      adminKey: KEY,
      paymentReferences: { [active.id]: REFERENCE },
    });
    expect(res.json().code).toBe('NO_PENDING_USERS');
  });

  it('opens one renewal however many requests cross the boundary at once, and refunds once however many cancel', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await startedMember('monthly');
    t.clock.set(new Date('2026-12-02T15:00:00Z'));
    await Promise.all(Array.from({ length: 8 }, () => call('GET', '/api/subscription', member.cookie)));
    const rows = await t.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(rows.filter((row) => row.kind === 'renewal')).toHaveLength(1);

    const within = await legacyPendingMember('premium');
    await activate(within.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/subscription/cancel', within.cookie)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(5);
    const refunds = (await t.db.select().from(payments).where(eq(payments.userId, within.id))).filter(
      (row) => row.kind === 'refund',
    );
    expect(refunds.map((row) => row.amountCents)).toEqual([-29900]);
  });
});
