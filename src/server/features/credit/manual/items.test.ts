import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditReports } from '#server/db/schema/credit.ts';
import { manualItems, manualScores } from '#server/db/schema/manual-entries.ts';
import { addManualItem, aManualItem } from '#server/test-support/manual-entries.ts';
import { MEMBER_PASSWORD, registerAccount, signUpMember } from '#server/test-support/members.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { aManualView } from '#shared/rules/test-tradeline.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { ManualEntriesResponse, ManualItem, ManualItemInput } from '#shared/schemas/manual-items.ts';
import { MAX_MANUAL_ITEMS } from './service.ts';

const t = setUpTestApp();

const ITEMS = '/api/credit-report/manual/items';
const UNKNOWN_ID = '6f1c3f1e-2a55-4a53-9c59-1b1a3f6f7d11';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const entriesOf = async (cookie: string) =>
  (await call('GET', '/api/credit-report/manual', cookie)).json() as ManualEntriesResponse;
const reportOf = async (cookie: string) =>
  (await call('GET', '/api/credit-report', cookie)).json() as CreditReportResponse | null;
const storedOf = async (userId: string) => ({
  items: await t.db.select().from(manualItems).where(eq(manualItems.userId, userId)),
  scores: await t.db.select().from(manualScores).where(eq(manualScores.userId, userId)),
  reports: await t.db.select({ id: creditReports.id }).from(creditReports).where(eq(creditReports.userId, userId)),
});

describe('hand entry refuses a visitor', () => {
  it.each([
    ['GET', '/api/credit-report/manual'],
    ['POST', ITEMS],
    ['PUT', `${ITEMS}/${UNKNOWN_ID}`],
    ['DELETE', `${ITEMS}/${UNKNOWN_ID}`],
    ['PUT', '/api/credit-report/manual/scores'],
    ['POST', '/api/credit-report/manual/documents'],
    ['GET', `/api/credit-report/manual/documents/${UNKNOWN_ID}`],
    ['DELETE', `/api/credit-report/manual/documents/${UNKNOWN_ID}`],
  ] as const)('%s %s → 401', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? aManualItem() : undefined;
    const res = await call(method, url, undefined, body);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('adding an item', () => {
  it('answers it, keeps only the last four of its number in clear and makes the member’s report of it', async () => {
    const member = await signUpMember(t);
    const before = await entriesOf(member.cookie);
    expect(before).toEqual({ items: [], scores: [], reportNumbers: {}, documents: [], reportId: null });

    const res = await call('POST', ITEMS, member.cookie, aManualItem());
    expect(res.statusCode, res.body).toBe(201);
    const { accountNumber: _number, ...entered } = aManualItem();
    const item = res.json() as ManualItem;
    expect(item).toMatchObject({ ...entered, accountNumberLast4: '7890', locked: false });
    expect(item.createdAt).toBe(t.clock.now().toISOString());
    expect(res.body).not.toContain('3344');

    const [stored] = (await storedOf(member.id)).items;
    expect(stored?.accountNumberSealed?.toString('latin1')).not.toContain('8812-3344');
    expect(stored?.accountNumberSealed && t.cipher.decrypt(stored.accountNumberSealed).toString()).toBe(
      '8812-3344-5566-7890',
    );
    expect(JSON.stringify(stored?.entry)).not.toContain('8812');

    const entries = await entriesOf(member.cookie);
    expect(entries.items).toEqual([item]);
    const report = await reportOf(member.cookie);
    expect(entries.reportId).toBe(report?.id);
    expect(report).toMatchObject({
      dataSource: 'manual',
      format: 'manual',
      isRealBureauData: true,
      reportIdentifier: null,
      borrower: { firstName: 'Maria', lastName: 'Lopez', matchedMember: true },
      bureausReturned: ['experian', 'equifax'],
    });
    expect(report?.negativeItems).toHaveLength(1);
    expect(report?.negativeItems[0]).toMatchObject({
      itemType: 'collection',
      creditorName: 'Midland Credit Management',
      accountNumberMasked: '••••7890',
      bureaus: ['experian', 'equifax'],
      enteredByHand: true,
      isDisputed: false,
    });
  });

  it('needs no verified email: entering items is like uploading a report', async () => {
    const email = await registerAccount(t);
    const login = await call('POST', '/api/auth/password/login', undefined, { email, password: MEMBER_PASSWORD });
    const cookie = login.cookies.find((c) => c.name === 'cp_session');
    expect(cookie).toBeDefined();
    const res = await call('POST', ITEMS, `cp_session=${cookie?.value}`, aManualItem());
    expect(res.statusCode, res.body).toBe(201);
  });

  const view = aManualView();
  it.each<[string, unknown, string, string]>([
    [
      'an empty creditor',
      { ...aManualItem(), creditorName: ' ' },
      'creditorName',
      'credit.manual.errors.creditorRequired',
    ],
    ['no bureau', { ...aManualItem(), views: [] }, 'views', 'credit.manual.errors.bureauRequired'],
    [
      'a bureau twice',
      { ...aManualItem(), views: [view, { ...view, balanceCents: 1 }] },
      'views',
      'credit.manual.errors.bureauTwice',
    ],
    [
      'a report date before the date opened',
      { ...aManualItem(), views: [{ ...view, dateOpened: '2026-01-10', dateReported: '2025-12-31' }] },
      'views.0.dateReported',
      'credit.manual.errors.beforeOpened',
    ],
    [
      'a charge-off before the first delinquency',
      { ...aManualItem(), views: [{ ...view, chargeOffDate: '2022-10-01' }] },
      'views.0.chargeOffDate',
      'credit.manual.errors.chargeOffBeforeDelinquency',
    ],
    [
      'a date in the future',
      { ...aManualItem(), views: [{ ...view, dateReported: '2099-01-01' }] },
      'views.0.dateReported',
      'credit.manual.errors.dateInFuture',
    ],
    [
      'a negative balance',
      { ...aManualItem(), views: [{ ...view, balanceCents: -100 }] },
      'views.0.balanceCents',
      'credit.manual.errors.amountNegative',
    ],
    [
      'a chapter on a judgment',
      { ...aManualItem(), itemType: 'judgment', bankruptcyChapter: 7 },
      'bankruptcyChapter',
      'credit.manual.errors.chapterNotBankruptcy',
    ],
    [
      'an account number with other characters',
      { ...aManualItem(), accountNumber: '1234<script>' },
      'accountNumber',
      'credit.manual.errors.accountNumberInvalid',
    ],
    ['a field the contract does not know', { ...aManualItem(), ssn: '123-45-6789' }, '', 'unrecognized_keys'],
    [
      'a bureau view field the contract does not know',
      { ...aManualItem(), views: [{ ...view, paymentPattern: 'CCC' }] },
      'views.0',
      'unrecognized_keys',
    ],
  ])('refuses %s with the field’s issue and stores nothing', async (_case, body, path, message) => {
    const member = await signUpMember(t);
    const res = await call('POST', ITEMS, member.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    const { code, issues } = res.json() as { code: string; issues: { path: string; message: string; code: string }[] };
    expect(code).toBe('VALIDATION_FAILED');
    expect(issues.some((issue) => issue.path === path && (issue.message === message || issue.code === message))).toBe(
      true,
    );
    expect(await storedOf(member.id)).toEqual({ items: [], scores: [], reports: [] });
  });

  it(`refuses more than ${MAX_MANUAL_ITEMS} items a member, with a reason the client words`, async () => {
    const member = await signUpMember(t);
    const { accountNumber: _number, ...entry } = aManualItem();
    const now = t.clock.now();
    await t.db
      .insert(manualItems)
      .values(
        Array.from({ length: MAX_MANUAL_ITEMS }, () => ({ userId: member.id, entry, createdAt: now, updatedAt: now })),
      );
    const res = await call('POST', ITEMS, member.cookie, aManualItem());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'too_many_items',
      issues: [{ message: 'credit.manual.errors.tooManyItems' }],
    });
    expect((await storedOf(member.id)).items).toHaveLength(MAX_MANUAL_ITEMS);
  });
});

describe('changing an item', () => {
  const changed: ManualItemInput = aManualItem({
    itemType: 'charge_off',
    creditorName: 'Comenity Bank',
    originalCreditorName: null,
    views: [aManualView({ paymentStatus: 'charge_off', chargeOffDate: '2023-05-31', remarks: 'Charged off' })],
  });

  it('replaces its content and keeps its account number when the edit leaves the number out', async () => {
    const member = await signUpMember(t);
    const item = await addManualItem(t, member.cookie);
    t.clock.advance(60_000);
    const { accountNumber: _number, ...withoutNumber } = changed;
    const res = await call('PUT', `${ITEMS}/${item.id}`, member.cookie, withoutNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      itemType: 'charge_off',
      creditorName: 'Comenity Bank',
      accountNumberLast4: '7890',
      createdAt: item.createdAt,
      updatedAt: t.clock.now().toISOString(),
    });
    const report = await reportOf(member.cookie);
    expect(report?.negativeItems).toMatchObject([
      { itemType: 'charge_off', creditorName: 'Comenity Bank', accountNumberMasked: '••••7890', bureaus: ['experian'] },
    ]);
    expect(report?.bureausReturned).toEqual(['experian']);
    // One report of the member's items: the one before the edit is gone.
    expect((await storedOf(member.id)).reports).toEqual([{ id: report?.id }]);
  });

  it('takes a new account number, and removes it for null', async () => {
    const member = await signUpMember(t);
    const item = await addManualItem(t, member.cookie);
    const renumbered = await call('PUT', `${ITEMS}/${item.id}`, member.cookie, {
      ...changed,
      accountNumber: 'XXXX-4321',
    });
    expect(renumbered.json().accountNumberLast4).toBe('4321');
    const removed = await call('PUT', `${ITEMS}/${item.id}`, member.cookie, { ...changed, accountNumber: null });
    expect(removed.json().accountNumberLast4).toBeNull();
    const [stored] = (await storedOf(member.id)).items;
    expect(stored).toMatchObject({ accountNumberSealed: null, accountNumberLast4: null });
  });

  it('validates the edit like a new item, and changes nothing when refused', async () => {
    const member = await signUpMember(t);
    const item = await addManualItem(t, member.cookie);
    const res = await call('PUT', `${ITEMS}/${item.id}`, member.cookie, {
      ...changed,
      views: [aManualView({ dateOpened: '2024-01-01', dateClosed: '2023-01-01' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'views.0.dateClosed', code: 'custom', message: 'credit.manual.errors.beforeOpened' },
    ]);
    expect((await entriesOf(member.cookie)).items).toEqual([item]);
  });

  it('removes it, and with nothing left there is no hand-entered report', async () => {
    const member = await signUpMember(t);
    const kept = await addManualItem(t, member.cookie);
    t.clock.advance(60_000);
    const removed = await addManualItem(t, member.cookie, changed);
    expect((await entriesOf(member.cookie)).items.map((item) => item.id)).toEqual([removed.id, kept.id]);

    expect((await call('DELETE', `${ITEMS}/${removed.id}`, member.cookie)).statusCode).toBe(204);
    expect((await reportOf(member.cookie))?.negativeItems.map((item) => item.creditorName)).toEqual([
      'Midland Credit Management',
    ]);
    expect((await call('DELETE', `${ITEMS}/${kept.id}`, member.cookie)).statusCode).toBe(204);
    expect(await entriesOf(member.cookie)).toEqual({
      items: [],
      scores: [],
      reportNumbers: {},
      documents: [],
      reportId: null,
    });
    expect(await reportOf(member.cookie)).toBeNull();
    expect(await storedOf(member.id)).toEqual({ items: [], scores: [], reports: [] });
  });

  it('is another member’s business only: their ids are unknown here, and nothing changes', async () => {
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    const item = await addManualItem(t, owner.cookie);
    const before = await storedOf(owner.id);
    for (const res of [
      await call('PUT', `${ITEMS}/${item.id}`, other.cookie, changed),
      await call('DELETE', `${ITEMS}/${item.id}`, other.cookie),
      await call('PUT', `${ITEMS}/${UNKNOWN_ID}`, owner.cookie, changed),
      await call('DELETE', `${ITEMS}/${UNKNOWN_ID}`, owner.cookie),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await storedOf(owner.id)).toEqual(before);
    expect(await storedOf(other.id)).toEqual({ items: [], scores: [], reports: [] });
    expect((await entriesOf(other.cookie)).items).toEqual([]);
  });

  it('answers 400 for an id that is not one', async () => {
    const member = await signUpMember(t);
    expect((await call('DELETE', `${ITEMS}/not-an-id`, member.cookie)).statusCode).toBe(400);
  });
});
