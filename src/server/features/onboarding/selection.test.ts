import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpMember } from '#server/test-support/members.ts';
import { completeSteps, uniqueProfile, type Visitor, visitor } from '#server/test-support/onboarding.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';

const t = setUpTestApp();

const select = (v: Visitor, paymentType: string, selectedItems: string[], selectedDisputeReasons?: object) =>
  v.call('PUT', '/api/onboarding/selection', {
    paymentType,
    selectedItems,
    ...(selectedDisputeReasons ? { selectedDisputeReasons } : {}),
  });
const clear = (v: Visitor) => v.call('DELETE', '/api/onboarding/selection');

/** A visitor with the sample report brought, and the ids of the items they may choose from. */
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
    const res = await clear(v);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ selection: null, completedSteps: [1, 2, 3], currentStep: 4 });
    expect(await v.state()).toMatchObject({ selection: null, completedSteps: [1, 2, 3], currentStep: 4 });
    expect(
      (
        await v.call('POST', '/api/onboarding/create-account', {
          password: 'long-enough-pass',
          confirmPassword: 'long-enough-pass',
        })
      ).json(),
    ).toMatchObject({ code: 'STEP_LOCKED', reason: '4' });
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

  it('cannot change once the account exists: the choice is the member’s, for step 6', async () => {
    const v = visitor(t);
    const answers = uniqueProfile();
    const state = await completeSteps(t, v, 5, answers);
    expect(state).toMatchObject({ viewer: 'member', currentStep: 6, completedSteps: [1, 2, 3, 4, 5] });
    for (const res of [
      await select(v, 'monthly', state.selection?.selectedItems ?? []),
      await clear(v),
      await v.call('PUT', '/api/onboarding/profile', { ...answers, firstName: 'Someone' }),
      await v.call('PUT', '/api/onboarding/step', { step: 3 }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ALREADY_SIGNED_IN');
    }
    expect((await v.state()).selection).toEqual(state.selection);
  });

  it('has nothing to offer a member who signed up elsewhere: no draft, no step', async () => {
    const member = await signUpMember(t);
    const m = visitor(t, { session: member.cookie });
    expect(await m.state()).toMatchObject({ viewer: 'member', completedSteps: [], selection: null });
    expect((await select(m, 'monthly', [randomUUID()])).json().code).toBe('ALREADY_SIGNED_IN');
  });
});
