import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aManualItem } from '#server/test-support/manual-entries.ts';
import { requestAs, signUpMember } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { completeSteps, draftRowOf, uniqueProfile, type Visitor, visitor } from '#server/test-support/onboarding.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { aManualView } from '#shared/rules/test-tradeline.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A vendor's MISMO 3.4 file about BILL C TESTCASE, born 1983-01-02. */
const VENDOR_FILE = fs.readFileSync(
  path.resolve('src/server/features/credit/fixtures/mismo-3.4/03_status_completed.xml'),
);
const BILL = { firstName: 'Bill', lastName: 'Testcase', dateOfBirth: '1983-01-02' };

let t: TestApp;
let mismo: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  mismo = await createTestApp({ creditProvider: 'mismo' });
});
afterAll(async () => {
  await t.close();
  await mismo.close();
});

const addItem = (v: Visitor, item: object = aManualItem()) => v.call('POST', '/api/onboarding/manual-items', item);
async function uploadFile(app: TestApp, v: Visitor, content: Buffer = VENDOR_FILE) {
  const { payload, headers } = multipartFile('file', 'report.xml', content, 'application/xml');
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/onboarding/report-file',
    remoteAddress: v.remoteAddress,
    payload,
    headers: { ...headers, cookie: v.cookie() },
  });
  return res;
}

describe('before step 3', () => {
  it('needs the profile and both sides of the ID, whichever way the report comes', async () => {
    const v = visitor(t);
    expect((await addItem(v)).json()).toMatchObject({ code: 'STEP_LOCKED', reason: '1' });
    await completeSteps(t, v, 1, uniqueProfile());
    for (const res of [
      await addItem(v),
      await v.call('POST', '/api/onboarding/sample-report', {}),
      await uploadFile(t, v),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '2' });
    }
    expect((await v.state()).completedSteps).toEqual([1]);
  });
});

describe('items typed by hand (every installation)', () => {
  it('lets a visitor in MISMO mode enter an item at step 3 and reach step 4 with it to choose', async () => {
    const v = visitor(mismo);
    await completeSteps(mismo, v, 2, uniqueProfile());
    const res = await addItem(v);
    expect(res.statusCode, res.body).toBe(201);
    const state = res.json() as OnboardingStateResponse;
    expect(state.completedSteps).toEqual([1, 2, 3]);
    expect(state.reportWay).toBe('manual');
    // The account number is kept whole only sealed; the visitor sees its last four.
    expect(state.manualItems).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(UUID),
        creditorName: 'Midland Credit Management',
        accountNumberLast4: '7890',
      }),
    ]);
    expect(JSON.stringify(state)).not.toContain('8812-3344');
    const items = state.creditPull.result?.negativeItems ?? [];
    expect(items.map((item) => item.creditorName)).toEqual(['Midland Credit Management']);
    expect(state.creditPull.result).toMatchObject({ dataSource: 'manual' });
    const item = items[0];
    const chosen = await v.call('PUT', '/api/onboarding/selection', {
      paymentType: 'monthly',
      selectedItems: [item?.id],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((chosen.json() as OnboardingStateResponse).completedSteps).toEqual([1, 2, 3, 4]);
    expect((await v.call('PUT', '/api/onboarding/step', { step: 5 })).statusCode).toBe(200);
  });

  it('keeps the sealed items in the draft and nothing of them in clear', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    await addItem(v);
    const row = await draftRowOf(t, v);
    expect(row?.manualItemsSealed).not.toBeNull();
    expect(Buffer.from(row?.manualItemsSealed ?? []).toString('latin1')).not.toContain('Midland');
  });

  it('changes and removes an item, rebuilding the report each time; with none left step 3 is open again', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const [item] = ((await addItem(v)).json() as OnboardingStateResponse).manualItems;
    const changed = await v.call('PUT', `/api/onboarding/manual-items/${item?.id}`, {
      ...aManualItem({ creditorName: 'Portfolio Recovery', views: [aManualView({ bureau: 'transunion' })] }),
      accountNumber: undefined,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const state = changed.json() as OnboardingStateResponse;
    // An account number left out is kept.
    expect(state.manualItems[0]).toMatchObject({ creditorName: 'Portfolio Recovery', accountNumberLast4: '7890' });
    expect(state.creditPull.result?.negativeItems.map((entry) => entry.creditorName)).toEqual(['Portfolio Recovery']);
    const removed = await v.call('DELETE', `/api/onboarding/manual-items/${item?.id}`);
    expect(removed.json()).toMatchObject({ completedSteps: [1, 2], manualItems: [], reportWay: null });
    expect((await v.call('DELETE', `/api/onboarding/manual-items/${item?.id}`)).statusCode).toBe(404);
  });

  it('holds an item to a member’s rules (400 with the field) and stores nothing then', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const res = await addItem(v, aManualItem({ views: [aManualView({ dateOpened: '2026-12-30' })] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect((await v.state()).manualItems).toEqual([]);
  });

  it('keeps the items, under the new name, when the name at step 1 is corrected', async () => {
    const v = visitor(t);
    const answers = uniqueProfile();
    await completeSteps(t, v, 2, answers);
    await addItem(v);
    await v.call('PUT', '/api/onboarding/profile', { ...answers, firstName: 'Mariana' });
    const state = await v.state();
    expect(state.manualItems).toHaveLength(1);
    expect(state.completedSteps).toEqual([1, 2, 3]);
  });

  it('is refused to a signed-in member (their items go on their account)', async () => {
    const member = await signUpMember(t);
    const res = await requestAs(t, member.cookie)('POST', '/api/onboarding/manual-items', aManualItem());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_SIGNED_IN');
  });
});

describe('a vendor file', () => {
  it('is read against the profile of step 1 and its report waits sealed in the draft', async () => {
    const v = visitor(mismo);
    await completeSteps(mismo, v, 2, uniqueProfile(BILL));
    const res = await uploadFile(mismo, v);
    expect(res.statusCode, res.body).toBe(201);
    const state = res.json() as OnboardingStateResponse;
    expect(state).toMatchObject({ completedSteps: [1, 2, 3], reportWay: 'file', manualItems: [] });
    expect(state.creditPull.result).toMatchObject({ dataSource: 'mismo', isRealBureauData: true });
  });

  it('about somebody else is refused with the borrower’s name, and nothing is kept', async () => {
    const v = visitor(mismo);
    await completeSteps(mismo, v, 2, uniqueProfile());
    const res = await uploadFile(mismo, v);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REPORT_NOT_YOURS' });
    expect((await v.state()).completedSteps).toEqual([1, 2]);
  });

  it('that is not a report is refused with 4xx', async () => {
    const v = visitor(mismo);
    await completeSteps(mismo, v, 2, uniqueProfile(BILL));
    const res = await uploadFile(mismo, v, Buffer.from('not a report at all'));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('INVALID_CREDIT_REPORT');
  });
});

describe('the sample (demo installations only)', () => {
  it('gives a labelled sample report with stable item ids, replacing items typed before', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    await addItem(v);
    const res = await v.call('POST', '/api/onboarding/sample-report', {});
    expect(res.statusCode, res.body).toBe(201);
    const state = res.json() as OnboardingStateResponse;
    expect(state).toMatchObject({ completedSteps: [1, 2, 3], reportWay: 'sample', manualItems: [] });
    expect(state.creditPull.result).toMatchObject({ dataSource: 'demo', isRealBureauData: false });
    const ids = state.creditPull.result?.negativeItems.map((item) => item.id) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(UUID);
    expect((await v.state()).creditPull.result?.negativeItems.map((item) => item.id)).toEqual(ids);
  });

  it('holds what the visitor said applies to them (the landing page asks), and nothing else', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const preferences = { hasChildSupport: true, hasRepossession: false, hasBankruptcy: false };
    const res = await v.call('POST', '/api/onboarding/sample-report', { preferences });
    expect(res.json()).toMatchObject({ preferences, reportWay: 'sample' });
    expect(
      (await v.call('POST', '/api/onboarding/sample-report', { preferences: { hasBankruptcy: 'yes' } })).statusCode,
    ).toBe(400);
  });

  it('is not offered where the provider is not the demo', async () => {
    const v = visitor(mismo);
    await completeSteps(mismo, v, 2, uniqueProfile());
    expect((await v.call('POST', '/api/onboarding/sample-report', {})).statusCode).toBe(404);
  });

  it('is undone with the selection when the person at step 1 changes', async () => {
    const v = visitor(t);
    const answers = uniqueProfile();
    await completeSteps(t, v, 4, answers);
    await v.call('PUT', '/api/onboarding/profile', { ...answers, lastName: 'Perez' });
    const state = await v.state();
    expect(state).toMatchObject({ completedSteps: [1, 2], reportWay: null, selection: null, currentStep: 3 });
  });
});
