import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentRecords, creditReports, tradelines } from '#server/db/schema/credit.ts';
import { users } from '#server/db/schema/users.ts';
import { consent } from '#server/test-support/credit.ts';
import { MANY_SIGN_INS, requestAs, signUpMember } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { createTestApp, setUpTestApp } from '#server/test-support/test-app.ts';
import { memberProfile as profile } from '#shared/test-support/members.ts';
import type { ImportPool } from './import-pool.ts';
import { importMismoReport } from './service.ts';

const samples = path.resolve('src/server/features/credit/fixtures/mismo-3.4');
const sample = (name: string) => fs.readFileSync(path.join(samples, name));

// Every test signs up members of its own: more than the per-address sign-up limit allows in a minute.
const t = setUpTestApp({ authRateLimit: MANY_SIGN_INS });

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const importFile = (cookie: string, content: Buffer | string, filename = 'report.xml') => {
  const { payload, headers } = multipartFile('file', filename, content);
  return t.app.inject({ method: 'POST', url: '/api/credit-report/import', payload, headers: { ...headers, cookie } });
};
/** What the database holds for a member: a refused file leaves no report and no tradeline behind. */
async function storedFor(userId: string) {
  const [reports] = await t.db.select({ n: count() }).from(creditReports).where(eq(creditReports.userId, userId));
  const [lines] = await t.db.select({ n: count() }).from(tradelines).where(eq(tradelines.userId, userId));
  return { reports: reports?.n ?? 0, tradelines: lines?.n ?? 0 };
}
/** An import refused as somebody else's report (409): as [the file's borrower, what did not match]. */
function notYours(res: Awaited<ReturnType<typeof importFile>>): [string, string] {
  expect(res.statusCode).toBe(409);
  expect(res.json().code).toBe('REPORT_NOT_YOURS');
  return [res.json().borrowerName, res.json().reason];
}
const pull = (cookie: string, body: unknown) =>
  requestAs(t, cookie)('POST', '/api/onboarding/credit-pull', body as object);

describe('credit endpoints refuse a visitor', () => {
  it.each([
    ['GET', '/api/credit-report'],
    ['GET', '/api/credit-report/6f1c3f1e-2a55-4a53-9c59-1b1a3f6f7d11'],
    ['POST', '/api/credit-report'],
    ['POST', '/api/credit-report/refresh'],
    ['POST', '/api/credit-report/import'],
    ['GET', '/api/dashboard/stats'],
  ] as const)('%s %s → 401', async (method, url) => {
    const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it('POST /api/onboarding/credit-pull with a profile (the member pull) → 401', async () => {
    const res = await pull('', { profileData: profile, consent: consent() });
    expect(res.statusCode).toBe(401);
  });
});

describe('a member without a report', () => {
  it('gets null and zeroed stats, and may take the demo’s labelled sample without a pull consent: no bureau is asked', async () => {
    const { cookie } = await signUpMember(t);
    expect((await get('/api/credit-report', cookie)).json()).toBeNull();
    expect((await get('/api/dashboard/stats', cookie)).json()).toMatchObject({
      creditScore: null,
      negativeItems: 0,
      itemsRemoved: 0,
      activeDisputes: 0,
    });
    const res = await requestAs(t, cookie)('POST', '/api/credit-report', {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dataSource: 'demo', isRealBureauData: false });
  });
});

describe('the onboarding credit pull', () => {
  it('needs all three consents, with the spec’s message, and stores nothing without them', async () => {
    const { cookie, id } = await signUpMember(t);
    const res = await pull(cookie, { profileData: profile, consent: { ...consent(), piiProcessingConsent: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CONSENT_REQUIRED',
      message: 'All required consents must be given before proceeding',
    });
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.userId, id))).toHaveLength(0);
    expect((await get('/api/credit-report', cookie)).json()).toBeNull();
  });

  it('refuses a consent dated in the future or for another purpose', async () => {
    const { cookie } = await signUpMember(t);
    const future = await pull(cookie, {
      profileData: profile,
      consent: { ...consent(), consentTimestamp: '9999-12-31T00:00:00.000Z' },
    });
    expect(future.statusCode).toBe(400);
    const purpose = await pull(cookie, {
      profileData: profile,
      consent: { ...consent(), permissiblePurpose: 'Anything I like' },
    });
    expect(purpose.statusCode).toBe(400);
    expect((await get('/api/credit-report', cookie)).json()).toBeNull();
  });

  it('validates the profile with the shared schema', async () => {
    const { cookie } = await signUpMember(t);
    const res = await pull(cookie, { profileData: { ...profile, ssn: '12345' }, consent: consent() });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'profileData.ssn', message: 'onboarding.errors.ssnInvalid' });
  });

  it('stores the consent with time, address, browser and purpose, and answers a labelled sample report without the SSN', async () => {
    const { cookie, id } = await signUpMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/credit-pull',
      payload: {
        profileData: profile,
        consent: consent(),
        preferences: { hasChildSupport: false, hasRepossession: true, hasBankruptcy: false },
      },
      headers: { cookie, 'user-agent': 'JourneyBrowser/1.0' },
      remoteAddress: '198.51.100.7',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('123456789');
    expect(res.body).not.toContain('123-45-6789');
    const body = res.json();
    expect(body.dataSource).toBe('demo');
    expect(body.isRealBureauData).toBe(false);
    expect(body.dataSourceDetails).toEqual({ source: 'demo', realDataDelivered: false });
    expect(body.negativeItems.some((item: { itemType: string }) => item.itemType === 'repossession')).toBe(true);
    const [record] = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, id));
    expect(record).toMatchObject({
      ipAddress: '198.51.100.7',
      userAgent: 'JourneyBrowser/1.0',
      permissiblePurpose: consent().permissiblePurpose,
      fcraConsent: true,
    });
    expect(record?.consentedAt.toISOString()).toBe('2026-11-22T14:59:00.000Z');
  });
});

describe('a pulled report', () => {
  it('holds three scores, negative items with reasons, and no full account number', async () => {
    const { cookie } = await signUpMember(t);
    await pull(cookie, { profileData: profile, consent: consent() });
    const report = (await get('/api/credit-report', cookie)).json();
    expect(report.bureausReturned).toEqual(['experian', 'equifax', 'transunion']);
    expect(report.creditScore).toBe(
      Math.round((report.experianScore + report.equifaxScore + report.transunionScore) / 3),
    );
    const rules = report.negativeItems.flatMap((item: { disputeReasons: { rule: string }[] }) =>
      item.disputeReasons.map((reason) => reason.rule),
    );
    expect(rules).toEqual(
      expect.arrayContaining(['outdated', 'bureau_mismatch', 'duplicate', 'paid_but_reported_unpaid', 'single_bureau']),
    );
    for (const item of report.negativeItems) {
      expect(item.accountNumberMasked ?? '••••').toMatch(/^••••\w{0,4}$/);
    }
    expect(JSON.stringify(report)).not.toMatch(/\d{4}XXXXXXXX\d{4}/);
  });

  it('refreshes into a new report of the same file, with nothing removed', async () => {
    const { cookie } = await signUpMember(t);
    await pull(cookie, { profileData: profile, consent: consent() });
    const first = (await get('/api/credit-report', cookie)).json();
    const refreshed = await requestAs(t, cookie)('POST', '/api/credit-report/refresh');
    expect(refreshed.statusCode).toBe(201);
    expect(refreshed.json().id).not.toBe(first.id);
    const stats = (await get('/api/dashboard/stats', cookie)).json();
    expect(stats.negativeItems).toBe(refreshed.json().summary.negativeItems);
    // A refresh reads the same sample file again: nothing went away.
    expect(stats.itemsRemoved).toBe(0);
  });

  it('keeps full account numbers out of the database in clear', async () => {
    const { cookie, id } = await signUpMember(t);
    await pull(cookie, { profileData: profile, consent: consent() });
    const rows = await t.db.select().from(tradelines).where(eq(tradelines.userId, id));
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows.map(({ accountNumberSealed: _sealed, ...clear }) => clear));
    expect(stored).not.toMatch(/\d{4}XXXXXXXX\d{4}/);
    const sealed = rows.find((row) => row.accountNumberSealed)?.accountNumberSealed ?? Buffer.alloc(0);
    expect(t.cipher.decrypt(sealed).toString()).toMatch(/^\d{4}XXXXXXXX\d{4}$/);
  });
});

describe('importing a MISMO file', () => {
  it('imports a real vendor response, keeps the file encrypted and compressed, and shows it only to its owner', async () => {
    const owner = await signUpMember(t, { firstName: 'Condi', lastName: 'Testcase' });
    const res = await importFile(owner.cookie, sample('13_2borrower_completed.xml'));
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report.dataSource).toBe('mismo');
    expect(report.isRealBureauData).toBe(true);
    expect(report.format).toBe('mismo-3.4');
    expect(report.borrower).toMatchObject({ firstName: 'CONDI', lastName: 'TESTCASE', borrowerCount: 2 });
    const itemTypes = report.negativeItems.map((item: { itemType: string }) => item.itemType);
    expect(itemTypes).toEqual(expect.arrayContaining(['collection', 'charge_off']));
    // The vendor merged the bureaus' records: who else reports an account is unknown, so no "one bureau only".
    const rules = report.negativeItems.flatMap((item: { disputeReasons: { rule: string }[] }) =>
      item.disputeReasons.map((reason) => reason.rule),
    );
    expect(rules).not.toContain('single_bureau');

    const [stored] = await t.db.select().from(creditReports).where(eq(creditReports.id, report.id));
    const sealed = stored?.rawDocument ?? Buffer.alloc(0);
    expect(sealed.includes(Buffer.from('<MESSAGE'))).toBe(false);
    const kept = t.cipher.decrypt(sealed);
    expect(kept.length).toBeLessThan(sample('13_2borrower_completed.xml').length / 5);
    expect(gunzipSync(kept).equals(sample('13_2borrower_completed.xml'))).toBe(true);

    const stranger = await signUpMember(t);
    expect((await get(`/api/credit-report/${report.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/credit-report/${report.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await get('/api/credit-report', stranger.cookie)).json()).toBeNull();
  });

  it('reads the borrower of a joint report who is the member: each borrower gets their own items', async () => {
    const condi = await signUpMember(t, { firstName: 'Condi', lastName: 'Testcase' });
    const cary = await signUpMember(t, { firstName: 'Cary', lastName: 'Testcase' });
    const condis = (await importFile(condi.cookie, sample('13_2borrower_completed.xml'))).json();
    const res = await importFile(cary.cookie, sample('13_2borrower_completed.xml'));
    expect(res.statusCode).toBe(201);
    const carys = res.json();
    expect(carys.borrower).toMatchObject({ firstName: 'CARY', lastName: 'TESTCASE', matchedMember: true });
    expect(carys.experianScore).not.toBe(condis.experianScore);
    expect(carys.summary.totalAccounts).toBeLessThan(condis.summary.totalAccounts);
  });

  it('checks the file against the name and date of birth of the member’s profile, not their account', async () => {
    const { cookie } = await signUpMember(t);
    const putProfile = (dateOfBirth: string) =>
      requestAs(t, cookie)('PUT', '/api/profile', {
        ...profile,
        firstName: 'Marisol',
        lastName: 'Testcase',
        dateOfBirth,
      });
    expect((await putProfile('1990-01-01')).statusCode).toBe(200);
    const otherBirthday = await importFile(cookie, sample('12_1borrower_completed.xml'));
    expect(notYours(otherBirthday)).toEqual(['MARISOL TESTCASE', 'date_of_birth']);
    expect((await get('/api/credit-report', cookie)).json()).toBeNull();

    expect((await putProfile('1980-05-27')).statusCode).toBe(200);
    const same = await importFile(cookie, sample('12_1borrower_completed.xml'));
    expect(same.statusCode).toBe(201);
    expect(same.json().borrower).toMatchObject({ firstName: 'MARISOL', lastName: 'TESTCASE' });
  });

  it('asks for a date of birth when the file has only part of the member’s name (409), then imports it', async () => {
    const { cookie, id } = await signUpMember(t, { firstName: 'Marisol', lastName: 'Testcase López' });
    const res = await importFile(cookie, sample('12_1borrower_completed.xml'));
    expect(notYours(res)).toEqual(['MARISOL TESTCASE', 'date_of_birth_needed']);
    expect(await storedFor(id)).toEqual({ reports: 0, tradelines: 0 });

    const payload = { ...profile, firstName: 'Marisol', lastName: 'Testcase López', dateOfBirth: '1980-05-27' };
    expect((await requestAs(t, cookie)('PUT', '/api/profile', payload)).statusCode).toBe(200);
    expect((await importFile(cookie, sample('12_1borrower_completed.xml'))).statusCode).toBe(201);
  });

  it('refuses somebody else’s report with 409 naming its borrower, and stores nothing', async () => {
    const { cookie, id } = await signUpMember(t, { firstName: 'Maria', lastName: 'Lopez' });
    const [borrowerName, reason] = notYours(await importFile(cookie, sample('13_2borrower_completed.xml')));
    expect(reason).toBe('name');
    expect(borrowerName).toContain('CONDI TESTCASE');
    expect(await storedFor(id)).toEqual({ reports: 0, tradelines: 0 });
  });

  it('re-analyses the imported file on refresh, and reads a file stored before files were compressed', async () => {
    const { cookie, id } = await signUpMember(t, { firstName: 'Marisol', lastName: 'Testcase' });
    const imported = (await importFile(cookie, sample('12_1borrower_completed.xml'))).json();
    const refresh = () => requestAs(t, cookie)('POST', '/api/credit-report/refresh');
    const refreshed = await refresh();
    expect(refreshed.statusCode).toBe(201);
    expect(refreshed.json()).toMatchObject({ dataSource: 'mismo', experianScore: imported.experianScore });

    // Older rows hold the XML itself, sealed but not compressed.
    await t.db
      .update(creditReports)
      .set({ rawDocument: t.cipher.encrypt(sample('12_1borrower_completed.xml')) })
      .where(eq(creditReports.id, refreshed.json().id));
    const fromLegacy = await refresh();
    expect(fromLegacy.statusCode).toBe(201);
    expect(fromLegacy.json()).toMatchObject({ dataSource: 'mismo', experianScore: imported.experianScore });
    const [stored] = await t.db.select().from(creditReports).where(eq(creditReports.id, fromLegacy.json().id));
    const kept = gunzipSync(t.cipher.decrypt(stored?.rawDocument ?? Buffer.alloc(0)));
    expect(kept.equals(sample('12_1borrower_completed.xml'))).toBe(true);
    expect((await storedFor(id)).reports).toBe(3);
    // The furnisher's address from the vendor's creditor element is stored with its tradeline.
    const [usaa] = await t.db
      .select({ address: tradelines.creditorAddress })
      .from(tradelines)
      .where(and(eq(tradelines.reportId, imported.id), eq(tradelines.creditorName, 'USAA FEDERAL SAVINGS B')));
    expect(usaa?.address).toEqual({ street: 'PO BOX 47504', city: 'SAN ANTONIO', state: 'TX', zipCode: '78265' });
  });

  it('refuses on refresh a stored file that is no longer the member’s (their profile changed)', async () => {
    const { cookie, id } = await signUpMember(t, { firstName: 'Marisol', lastName: 'Testcase' });
    expect((await importFile(cookie, sample('12_1borrower_completed.xml'))).statusCode).toBe(201);
    await requestAs(t, cookie)('PUT', '/api/profile', profile);
    const refreshed = await requestAs(t, cookie)('POST', '/api/credit-report/refresh');
    expect(refreshed.statusCode).toBe(409);
    expect(refreshed.json()).toMatchObject({ code: 'REPORT_NOT_YOURS', borrowerName: 'MARISOL TESTCASE' });
    expect((await storedFor(id)).reports).toBe(1);
  });

  it.each([
    ['a file that is not XML', Buffer.from('%PDF-1.7 not a credit report'), 415, 'not_xml'],
    [
      'XML with another root',
      Buffer.from('<?xml version="1.0"?><invoice><total>3</total></invoice>'),
      415,
      'unsupported_format',
    ],
    [
      'an entity-expansion bomb',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><MESSAGE>&lol2;</MESSAGE>',
      ),
      400,
      'unsafe_xml',
    ],
    [
      'an external entity',
      Buffer.from('<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><MESSAGE>&x;</MESSAGE>'),
      400,
      'unsafe_xml',
    ],
    ['a gzip file, even of a real report', gzipSync(sample('12_1borrower_completed.xml')), 415, 'not_xml'],
  ])('refuses %s with %s and stores nothing', async (_label, content, status, reason) => {
    const { cookie, id } = await signUpMember(t, { firstName: 'Marisol', lastName: 'Testcase' });
    const res = await importFile(cookie, content);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDIT_REPORT', reason });
    expect(await storedFor(id)).toEqual({ reports: 0, tradelines: 0 });
  });

  it('answers 429 while every worker is taken and the queue is full, and stores nothing', async () => {
    const { id } = await signUpMember(t, { firstName: 'Marisol', lastName: 'Testcase' });
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    if (!user) throw new Error('no user');
    const busy: ImportPool = { read: async () => ({ outcome: 'busy' }), close: async () => {} };
    const deps = { db: t.db, clock: t.clock, cipher: t.cipher, imports: busy };
    await expect(importMismoReport(deps, user, sample('12_1borrower_completed.xml'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
    });
    expect(await storedFor(id)).toEqual({ reports: 0, tradelines: 0 });
  });

  it('refuses a malformed multipart body with 400, never 500', async () => {
    const { cookie } = await signUpMember(t);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/credit-report/import',
      payload: 'whatever',
      headers: { cookie, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    const { payload, headers } = multipartFile('file', 'report.xml', '<MESSAGE/>');
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/credit-report/import',
      payload: payload.subarray(0, payload.length - 20),
      headers: { ...headers, cookie },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('INVALID_CREDIT_REPORT');
  });

  it('refuses a document with no credit data at all, and one with a flood of elements', async () => {
    const { cookie, id } = await signUpMember(t);
    const empty = await importFile(
      cookie,
      '<MESSAGE xmlns="http://www.mismo.org/residential/2009/schemas"><DEAL_SETS><DEAL_SET><DEALS><DEAL><SERVICES><SERVICE><CREDIT><CREDIT_RESPONSE><CREDIT_LIABILITIES/></CREDIT_RESPONSE></CREDIT></SERVICE></SERVICES></DEAL></DEALS></DEAL_SET></DEAL_SETS></MESSAGE>',
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().reason).toBe('missing_parts');
    const flood = await importFile(cookie, `<MESSAGE>${'<a/>'.repeat(300_000)}</MESSAGE>`);
    expect(flood.statusCode).toBe(400);
    expect(flood.json().reason).toBe('too_many_items');
    expect(await storedFor(id)).toEqual({ reports: 0, tradelines: 0 });
  });

  it('refuses a file over 20 MB with 413, and a request without a file with 400', async () => {
    const { cookie, id } = await signUpMember(t);
    const huge = Buffer.alloc(20 * 1024 * 1024 + 10, 0x20);
    const res = await importFile(cookie, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDIT_REPORT', reason: 'too_large' });
    const empty = await requestAs(t, cookie)('POST', '/api/credit-report/import', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'INVALID_CREDIT_REPORT', reason: 'no_file' });
    expect(await storedFor(id)).toEqual({ reports: 0, tradelines: 0 });
  });
});

describe('with CREDIT_PROVIDER=mismo', () => {
  it('pulls nothing: reports come only from the member’s own file', async () => {
    const mismoOnly = await createTestApp({ creditProvider: 'mismo' });
    try {
      const { cookie } = await signUpMember(mismoOnly);
      const call = requestAs(mismoOnly, cookie);
      const pulled = await call('POST', '/api/onboarding/credit-pull', { profileData: profile, consent: consent() });
      expect(pulled.statusCode).toBe(409);
      expect(pulled.json().code).toBe('IMPORT_REQUIRED');
      const created = await call('POST', '/api/credit-report', {});
      expect(created.statusCode).toBe(409);
    } finally {
      await mismoOnly.close();
    }
  });
});
