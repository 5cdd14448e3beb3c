import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementAcceptances } from '../../db/schema/billing.ts';
import { pullDemoReport } from '../../test-support/credit.ts';
import { signUpMember } from '../../test-support/members.ts';
import { completeSteps, uniqueProfile, type Visitor, visitor } from '../../test-support/onboarding.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { AGREEMENT_VERSION } from '../billing/agreement.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const select = (v: Visitor, paymentType: string, selectedItems: string[], selectedDisputeReasons?: object) =>
  v.call('PUT', '/api/onboarding/selection', {
    paymentType,
    selectedItems,
    ...(selectedDisputeReasons ? { selectedDisputeReasons } : {}),
  });
const accept = (v: Visitor, plan = 'monthly', version = AGREEMENT_VERSION) =>
  v.call('POST', '/api/onboarding/agreement', { plan, version, lang: 'en' });
const pay = (v: Visitor) => v.call('POST', '/api/onboarding/payment-completed');
const clear = (v: Visitor) => v.call('DELETE', '/api/onboarding/selection');

/** A visitor with the pull done, and the ids of the items they may choose from. */
async function pulled() {
  const v = visitor(t);
  const state = await completeSteps(t, v, 3, uniqueProfile());
  const ids = state.creditPull.result?.negativeItems.map((item) => item.id) ?? [];
  expect(ids.length).toBeGreaterThanOrEqual(3);
  return { v, ids };
}

describe('choosing the items', () => {
  it('keeps the choice and opens step 5', async () => {
    const { v, ids } = await pulled();
    const res = await select(v, 'per_dispute', ids.slice(0, 2));
    expect(res.statusCode).toBe(200);
    expect(res.json().selection).toEqual({
      paymentType: 'per_dispute',
      selectedItems: ids.slice(0, 2),
      selectedDisputeReasons: {},
    });
    const state = await v.state();
    expect(state.completedSteps).toEqual([1, 2, 3, 4]);
    expect(state.currentStep).toBe(5);
  });

  it('keeps each change of the choice with the step it was made on, so a reload finds both', async () => {
    const { v, ids } = await pulled();
    expect((await v.call('PUT', '/api/onboarding/step', { step: 4 })).statusCode).toBe(200);
    await select(v, 'monthly', ids.slice(0, 1));
    expect(await v.state()).toMatchObject({
      currentStep: 4,
      completedSteps: [1, 2, 3, 4],
      selection: { paymentType: 'monthly', selectedItems: ids.slice(0, 1), selectedDisputeReasons: {} },
    });
    await select(v, 'premium', ids.slice(0, 3), { [ids[2] ?? '']: ['not_mine'] });
    expect(await v.state()).toMatchObject({
      currentStep: 4,
      selection: {
        paymentType: 'premium',
        selectedItems: ids.slice(0, 3),
        selectedDisputeReasons: { [ids[2] ?? '']: ['not_mine'] },
      },
    });
  });

  it('forgets the choice once every item is unchosen, and step 4 is open again', async () => {
    const { v, ids } = await pulled();
    await v.call('PUT', '/api/onboarding/step', { step: 4 });
    await select(v, 'monthly', ids.slice(0, 2));
    const accepted = (await accept(v)).json();
    const res = await clear(v);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ selection: null, completedSteps: [1, 2, 3], currentStep: 4 });
    expect(await v.state()).toMatchObject({ selection: null, completedSteps: [1, 2, 3], currentStep: 4 });
    expect((await pay(v)).json()).toMatchObject({ code: 'STEP_LOCKED', reason: '4' });
    // Chosen again for the same plan, the agreement signed for it still holds.
    await select(v, 'monthly', ids.slice(0, 1));
    expect((await v.state()).agreement).toEqual(accepted);
  });

  it('refuses more items than the plan allows with 400, keeping nothing', async () => {
    const { v, ids } = await pulled();
    const res = await select(v, 'per_dispute', ids.slice(0, 3));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'selectedItems', message: 'onboarding.errors.overPlanLimit' }],
    });
    expect((await v.state()).selection).toBeNull();
  });

  it('answers 404 to an item that is not in the caller’s pull, even another visitor’s', async () => {
    const { v, ids } = await pulled();
    const other = await pulled();
    for (const stranger of [randomUUID(), other.ids[0] ?? '']) {
      const res = await select(v, 'monthly', [ids[0] ?? '', stranger]);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await v.state()).selection).toBeNull();
  });

  it('needs the pull first', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const res = await select(v, 'monthly', [randomUUID()]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '3' });
  });

  it('drops the reasons given for items that are not chosen', async () => {
    const { v, ids } = await pulled();
    const [first = '', second = '', third = ''] = ids;
    const res = await select(v, 'monthly', [first, third], {
      [first]: ['not_mine', 'outdated'],
      [second]: ['duplicate'],
    });
    expect(res.statusCode).toBe(200);
    expect((await v.state()).selection).toEqual({
      paymentType: 'monthly',
      selectedItems: [first, third],
      selectedDisputeReasons: { [first]: ['not_mine', 'outdated'] },
    });
  });

  it('refuses an item a member already disputes', async () => {
    const member = await signUpMember(t);
    const report = await pullDemoReport(t, member.cookie);
    const [disputed = '', free = ''] = report.negativeItems.map((item) => item.id);
    const headers = { cookie: member.cookie };
    await t.app.inject({
      method: 'POST',
      url: '/api/subscription/agreement',
      headers,
      payload: { plan: 'monthly', version: AGREEMENT_VERSION },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/payment-completed',
      headers,
      payload: { paymentType: 'monthly', selectedItems: [disputed] },
    });
    expect(paid.statusCode).toBe(200);
    const m = visitor(t, { session: member.cookie });
    const items = (await m.state()).creditPull.result?.negativeItems ?? [];
    expect(items.find((item) => item.id === disputed)?.isDisputed).toBe(true);
    expect((await select(m, 'monthly', [disputed])).statusCode).toBe(404);
    expect((await select(m, 'monthly', [free])).statusCode).toBe(200);
  });

  it('cannot change once the payment is reported', async () => {
    const v = visitor(t);
    const state = await completeSteps(t, v, 5, uniqueProfile());
    const ids = state.creditPull.result?.negativeItems.map((item) => item.id) ?? [];
    const res = await select(v, 'monthly', ids.slice(1, 3));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STEP_LOCKED', reason: 'payment_reported' });
    const cleared = await clear(v);
    expect(cleared.statusCode).toBe(409);
    expect(cleared.json()).toMatchObject({ code: 'STEP_LOCKED', reason: 'payment_reported' });
    expect((await v.state()).selection).toEqual(state.selection);
  });

  it('cannot change the person behind the profile once the payment is reported', async () => {
    const v = visitor(t);
    const answers = uniqueProfile();
    await completeSteps(t, v, 5, answers);
    const res = await v.call('PUT', '/api/onboarding/profile', { ...answers, firstName: 'Someone' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STEP_LOCKED', reason: 'payment_reported' });
    expect((await v.state()).profile?.firstName).toBe('Maria');
  });
});

describe('the agreement and the payment', () => {
  it('needs a selection first', async () => {
    const { v } = await pulled();
    expect((await accept(v)).json()).toMatchObject({ code: 'STEP_LOCKED', reason: '4' });
    expect((await pay(v)).json()).toMatchObject({ code: 'STEP_LOCKED', reason: '4' });
  });

  it('refuses the payment before the agreement is accepted', async () => {
    const { v, ids } = await pulled();
    await select(v, 'monthly', ids.slice(0, 1));
    const res = await pay(v);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('AGREEMENT_REQUIRED');
    expect((await v.state()).payment).toEqual({ status: 'none', reportedAt: null });
  });

  it('refuses an agreement for another plan than the one chosen, or an outdated one', async () => {
    const { v, ids } = await pulled();
    await select(v, 'monthly', ids.slice(0, 1));
    const otherPlan = await accept(v, 'premium');
    expect(otherPlan.statusCode).toBe(400);
    expect(otherPlan.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'plan' }] });
    const outdated = await accept(v, 'monthly', '2020-01-01');
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({ code: 'AGREEMENT_OUTDATED', reason: AGREEMENT_VERSION });
    expect((await v.state()).agreement).toBeNull();
    expect((await pay(v)).json().code).toBe('AGREEMENT_REQUIRED');
  });

  it('keeps the agreement, and forgets it when the plan changes', async () => {
    const { v, ids } = await pulled();
    await select(v, 'monthly', ids.slice(0, 1));
    const accepted = await accept(v);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ paymentType: 'monthly', version: AGREEMENT_VERSION });
    expect((await v.state()).agreement).toEqual(accepted.json());
    // The same plan again keeps it; another plan needs its own.
    await select(v, 'monthly', ids.slice(0, 2));
    expect((await v.state()).agreement).toEqual(accepted.json());
    await select(v, 'per_dispute', ids.slice(0, 2));
    expect((await v.state()).agreement).toBeNull();
    expect((await pay(v)).json().code).toBe('AGREEMENT_REQUIRED');
  });

  it('records the payment once: reporting it twice changes nothing', async () => {
    const { v, ids } = await pulled();
    await select(v, 'monthly', ids.slice(0, 2));
    await accept(v);
    const first = await pay(v);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      completedSteps: [1, 2, 3, 4, 5],
      currentStep: 6,
      payment: { status: 'reported', reportedAt: t.clock.now().toISOString() },
    });
    t.clock.advance(60_000);
    const second = await pay(v);
    expect(second.statusCode).toBe(200);
    expect(second.json().payment).toEqual(first.json().payment);
    expect((await v.state()).payment).toEqual(first.json().payment);
  });

  it('puts a member’s payment on the account at once', async () => {
    const member = await signUpMember(t);
    const report = await pullDemoReport(t, member.cookie);
    const m = visitor(t, { session: member.cookie });
    const picked = report.negativeItems.slice(0, 2).map((item) => item.id);
    expect((await select(m, 'monthly', picked)).statusCode).toBe(200);
    expect((await accept(m, 'monthly', '2020-01-01')).json().code).toBe('AGREEMENT_OUTDATED');
    expect((await pay(m)).json().code).toBe('AGREEMENT_REQUIRED');
    const accepted = await accept(m);
    expect(accepted.statusCode).toBe(201);
    expect((await m.state()).agreement).toMatchObject({ paymentType: 'monthly', version: AGREEMENT_VERSION });
    const paid = await pay(m);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ viewer: 'member', completedSteps: [1, 2, 3, 4, 5], currentStep: 6 });

    const subscription = (await m.call('GET', '/api/subscription')).json();
    expect(subscription.status).toBe('pending_verification');
    expect(subscription.queuedDisputes).toBe(2);
    const rows = await t.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.userId, member.id));
    expect(rows.map((row) => row.paymentType)).toEqual(['monthly']);
    // Again: nothing new on the account.
    expect((await pay(m)).statusCode).toBe(200);
    expect((await m.call('GET', '/api/subscription')).json().queuedDisputes).toBe(2);
  });
});
