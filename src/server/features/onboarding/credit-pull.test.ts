import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIBLE_PURPOSES } from '#shared/constants/consent.ts';
import { CREDIT_PULL_TIMEOUT_MS } from '#shared/constants/onboarding.ts';
import { consentRecords } from '../../db/schema/credit.ts';
import { onboardingDrafts } from '../../db/schema/onboarding.ts';
import { consent, pullDemoReport } from '../../test-support/credit.ts';
import { signUpMember } from '../../test-support/members.ts';
import {
  completeSteps,
  draftRowOf,
  idPhoto,
  uniqueProfile,
  type Visitor,
  visitor,
} from '../../test-support/onboarding.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pull = (v: Visitor, changes: object = {}) =>
  v.call('POST', '/api/onboarding/credit-pull', { consent: { ...consent(t.clock.now().toISOString()), ...changes } });

describe('before the pull', () => {
  it('needs the profile and both sides of the ID', async () => {
    const v = visitor(t);
    const none = await pull(v);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '1' });
    await v.call('PUT', '/api/onboarding/profile', uniqueProfile());
    expect((await pull(v)).json()).toMatchObject({ code: 'STEP_LOCKED', reason: '2' });
    await v.upload('front', await idPhoto());
    const oneSide = await pull(v);
    expect(oneSide.statusCode).toBe(409);
    expect(oneSide.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '2' });
    expect((await v.state()).creditPull.status).toBe('idle');
  });

  it('needs all three consents', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    for (const missing of ['fcraConsent', 'permissiblePurposeConsent', 'piiProcessingConsent']) {
      const res = await pull(v, { [missing]: false });
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().code).toBe('CONSENT_REQUIRED');
    }
    const state = await v.state();
    expect(state).toMatchObject({ consentGiven: false, completedSteps: [1, 2], creditPull: { status: 'idle' } });
  });
});

describe('the pull of a visitor', () => {
  it('answers the report with no id yet and items with uuid ids, and the state shows it', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const res = await pull(v);
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('123456789');
    expect(res.body).not.toContain('123-45-6789');
    const body = res.json();
    expect(body).toMatchObject({ reportId: null, dataSource: 'demo', isRealBureauData: false });
    expect(body.negativeItems.length).toBeGreaterThan(0);
    for (const item of body.negativeItems) expect(item.id).toMatch(UUID);

    const state = await v.state();
    expect(state).toMatchObject({ completedSteps: [1, 2, 3], currentStep: 4, consentGiven: true });
    expect(state.creditPull).toMatchObject({
      status: 'success',
      errorCode: null,
      startedAt: t.clock.now().toISOString(),
      finishedAt: t.clock.now().toISOString(),
    });
    expect(state.creditPull.result?.negativeItems).toEqual(body.negativeItems);
    expect(state.creditPull.result?.creditScore).toBe(body.creditScore);
  });

  it('answers the same result to a second pull, and keeps the item ids from read to read', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const first = (await pull(v)).json();
    const second = await pull(v);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first);
    expect((await v.state()).creditPull.result?.negativeItems.map((item) => item.id)).toEqual(
      first.negativeItems.map((item: { id: string }) => item.id),
    );
  });

  it('gives each draft its own item ids', async () => {
    const a = visitor(t);
    const b = visitor(t);
    await completeSteps(t, a, 3, uniqueProfile());
    await completeSteps(t, b, 3, uniqueProfile());
    const idsOf = async (v: Visitor) => (await v.state()).creditPull.result?.negativeItems.map((item) => item.id) ?? [];
    const idsA = await idsOf(a);
    const idsB = await idsOf(b);
    expect(idsA.length).toBeGreaterThan(0);
    expect(idsA.filter((id) => idsB.includes(id))).toEqual([]);
  });

  it("refuses a change of name while a pull runs, so the old person's report cannot land under the new one", async () => {
    const v = visitor(t);
    const answers = uniqueProfile();
    await completeSteps(t, v, 2, answers);
    const draft = await draftRowOf(t, v);
    await t.db
      .update(onboardingDrafts)
      .set({ pullStatus: 'in_progress', pullStartedAt: t.clock.now() })
      .where(eq(onboardingDrafts.id, draft?.id ?? ''));
    const renamed = await v.call('PUT', '/api/onboarding/profile', { ...answers, lastName: 'Someone Else' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('PULL_IN_PROGRESS');
    const phoneOnly = await v.call('PUT', '/api/onboarding/profile', { ...answers, phone: '(555) 000-1111' });
    expect(phoneOnly.statusCode).toBe(200);
  });

  it('refuses a second pull while one is running, and lets a new one go once it is taken as stalled', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const draft = await draftRowOf(t, v);
    await t.db
      .update(onboardingDrafts)
      .set({ pullStatus: 'in_progress', pullStartedAt: t.clock.now() })
      .where(eq(onboardingDrafts.id, draft?.id ?? ''));
    const busy = await pull(v);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('PULL_IN_PROGRESS');
    expect((await v.state()).creditPull.status).toBe('in_progress');

    t.clock.advance(CREDIT_PULL_TIMEOUT_MS);
    expect((await pull(v)).json().code).toBe('PULL_IN_PROGRESS');
    t.clock.advance(1000);
    expect((await v.state()).creditPull).toMatchObject({ status: 'failed', errorCode: 'INTERNAL' });
    const retried = await pull(v);
    expect(retried.statusCode).toBe(201);
    expect((await v.state()).creditPull.status).toBe('success');
  });

  it('fails with IMPORT_REQUIRED when the provider has nothing to pull, and the state says so', async () => {
    const mismo = await createTestApp({ creditProvider: 'mismo' });
    try {
      const v = visitor(mismo);
      await completeSteps(mismo, v, 2, uniqueProfile());
      const res = await v.call('POST', '/api/onboarding/credit-pull', {
        consent: consent(mismo.clock.now().toISOString()),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('IMPORT_REQUIRED');
      expect((await v.state()).creditPull).toMatchObject({
        status: 'failed',
        errorCode: 'IMPORT_REQUIRED',
        result: null,
      });
      expect((await v.state()).completedSteps).toEqual([1, 2]);
    } finally {
      await mismo.close();
    }
  });
});

describe('a new profile after the pull', () => {
  const changes = {
    name: { firstName: 'Mariana' },
    'last name': { lastName: 'Perez' },
    SSN: { ssn: '111-22-3333' },
    'date of birth': { dateOfBirth: '1980-01-01' },
  };

  it.each(Object.entries(changes))('undoes the pull and the selection when the %s changes', async (_what, change) => {
    const v = visitor(t);
    const answers = uniqueProfile();
    await completeSteps(t, v, 4, answers);
    const res = await v.call('PUT', '/api/onboarding/profile', { ...answers, ...change });
    expect(res.statusCode).toBe(200);
    const state = await v.state();
    expect(state.creditPull).toMatchObject({ status: 'idle', result: null, errorCode: null });
    expect(state.selection).toBeNull();
    expect(state.completedSteps).toEqual([1, 2]);
    expect(state.currentStep).toBe(3);
    expect(state.documents.front).not.toBeNull();
  });

  it('keeps the pull and the selection when only the phone or the address changes', async () => {
    const v = visitor(t);
    const answers = uniqueProfile();
    const before = await completeSteps(t, v, 4, answers);
    await v.call('PUT', '/api/onboarding/profile', {
      ...answers,
      phone: '(555) 987-6543',
      address: { ...answers.address, street: '200 Oak Avenue' },
    });
    const state = await v.state();
    expect(state.profile).toMatchObject({ phone: '(555) 987-6543', address: { street: '200 Oak Avenue' } });
    expect(state.creditPull.status).toBe('success');
    expect(state.creditPull.result?.negativeItems).toEqual(before.creditPull.result?.negativeItems);
    expect(state.selection).toEqual(before.selection);
    expect(state.completedSteps).toEqual([1, 2, 3, 4]);
  });

  it('keeps the pull when the SSN is left out (the saved one stays)', async () => {
    const v = visitor(t);
    const { ssn: _ssn, ...answers } = uniqueProfile();
    await completeSteps(t, v, 3, uniqueProfile({ email: answers.email }));
    await v.call('PUT', '/api/onboarding/profile', answers);
    expect((await v.state()).creditPull.status).toBe('success');
  });
});

describe('a signed-in member', () => {
  it('with a report starts at step 4 with steps 1 to 3 done and their report’s items', async () => {
    const member = await signUpMember(t);
    const report = await pullDemoReport(t, member.cookie);
    const m = visitor(t, { session: member.cookie });
    const state = await m.state();
    expect(state).toMatchObject({ viewer: 'member', completedSteps: [1, 2, 3], currentStep: 4, consentGiven: true });
    expect(state.creditPull.status).toBe('success');
    expect(state.creditPull.result?.negativeItems.map((item) => item.id)).toEqual(
      report.negativeItems.map((item) => item.id),
    );
    expect(state.creditPull.result?.creditScore).toBe(report.creditScore);
  });

  it('without a report starts at step 1', async () => {
    const member = await signUpMember(t);
    const state = await visitor(t, { session: member.cookie }).state();
    expect(state).toMatchObject({
      viewer: 'member',
      completedSteps: [],
      currentStep: 1,
      creditPull: { status: 'idle', result: null },
    });
  });

  it('pulls from the saved profile onto the account', async () => {
    const member = await signUpMember(t);
    const m = visitor(t, { session: member.cookie });
    await completeSteps(t, m, 2, uniqueProfile());
    const res = await pull(m);
    expect(res.statusCode).toBe(201);
    expect(res.json().reportId).toMatch(UUID);
    const report = (await m.call('GET', '/api/credit-report')).json();
    expect(report.id).toBe(res.json().reportId);
    expect(report.negativeItems.map((item: { id: string }) => item.id)).toEqual(
      res.json().negativeItems.map((item: { id: string }) => item.id),
    );
    const profile = (await m.call('GET', '/api/profile')).json();
    expect(profile).toMatchObject({ firstName: 'Maria', ssnLast4: '6789' });
    expect((await m.state()).completedSteps).toEqual([1, 2, 3]);
  });
  it('records the purpose in the language the member read it in, and refuses a text never shown', async () => {
    const member = await signUpMember(t);
    const m = visitor(t, { session: member.cookie });
    await completeSteps(t, m, 2, uniqueProfile());
    const unknown = await pull(m, { permissiblePurpose: 'Any purpose at all' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([
      expect.objectContaining({ path: 'consent.permissiblePurpose', message: 'onboarding.errors.permissiblePurpose' }),
    ]);
    expect((await pull(m, { permissiblePurpose: PERMISSIBLE_PURPOSES.es })).statusCode).toBe(201);
    const stored = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, member.id));
    expect(stored.map((record) => record.permissiblePurpose)).toEqual([PERMISSIBLE_PURPOSES.es]);
  });
});
