import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters } from '#server/db/schema/disputes.ts';
import { LETTER_REGENERATIONS_PER_HOUR } from '#server/features/disputes/filing-routes.ts';
import { LETTER_VERSIONS_KEPT } from '#server/features/submission/generate-letters.ts';
import { createDownloadBudget, FILE_DOWNLOADS_PER_HOUR } from '#server/lib/download-budget.ts';
import { memberWithSentDisputes } from '#server/test-support/disputes.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

/** Work a member can repeat has a budget a real member never meets; past it, 429 RATE_LIMITED with Retry-After. */
const HOUR_MS = 60 * 60 * 1000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let member: { id: string; cookie: string };
let disputeId: string;
let bureaus: Bureau[];

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY });
  const admin = await signUpAdmin(t);
  const sent = await memberWithSentDisputes(t, admin, 1, false);
  member = sent;
  disputeId = sent.disputeIds[0] ?? '';
  const disputes = (await call('GET', '/api/disputes')).json() as DisputeResponse[];
  bureaus = disputes.find((dispute) => dispute.id === disputeId)?.bureaus.map((row) => row.bureau) ?? [];
  if (bureaus.length < 2) throw new Error('the dispute needs two bureaus: one mailed, one not');
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload ? { payload } : {}) });
}
function upload(url: string, filename: string, content: Buffer | string, type: string) {
  const { payload, headers } = multipartFile('file', filename, content, type);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: member.cookie } });
}
function expectRateLimited(res: LightMyRequestResponse, what: string) {
  expect([res.statusCode, res.json().code], what).toEqual([429, 'RATE_LIMITED']);
  expect(Number(res.headers['retry-after']), what).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after']), what).toBeLessThanOrEqual(3600);
}
/** Each test starts with every hourly window over. */
const nextHour = () => t.clock.advance(HOUR_MS + 1000);
const regenerate = () => call('POST', `/api/disputes/${disputeId}/regenerate-letters`, {});
const versionsOf = async (bureau: Bureau) =>
  t.db
    .select({ id: letters.id, version: letters.version, content: letters.content })
    .from(letters)
    .where(and(eq(letters.disputeId, disputeId), eq(letters.bureau, bureau), eq(letters.kind, 'dispute')))
    .orderBy(asc(letters.version));

describe('regenerating letters', () => {
  it(`keeps the last ${LETTER_VERSIONS_KEPT} versions of each, never touches the mailed one, ${LETTER_REGENERATIONS_PER_HOUR} an hour`, async () => {
    const [mailedBureau, ...unmailed] = bureaus as [Bureau, ...Bureau[]];
    const today = t.clock.now().toISOString().slice(0, 10);
    const mailed = await call('POST', `/api/disputes/${disputeId}/bureaus/${mailedBureau}/mailed`, { mailedOn: today });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const mailedLetter = await versionsOf(mailedBureau);
    expect(mailedLetter).toHaveLength(1);

    for (let attempt = 1; attempt <= LETTER_REGENERATIONS_PER_HOUR; attempt += 1) {
      expect((await regenerate()).statusCode, `regeneration ${attempt}`).toBe(200);
    }
    const newest = 1 + LETTER_REGENERATIONS_PER_HOUR;
    for (const bureau of unmailed) {
      expect(
        (await versionsOf(bureau)).map((row) => row.version),
        bureau,
      ).toEqual(Array.from({ length: LETTER_VERSIONS_KEPT }, (_, index) => newest - LETTER_VERSIONS_KEPT + 1 + index));
    }
    // The letter the bureau has is the one kept, untouched, and still downloads.
    expect(await versionsOf(mailedBureau)).toEqual(mailedLetter);
    const pdf = await call('GET', `/api/disputes/${disputeId}/download-pdf/${mailedBureau}`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    const refused = await regenerate();
    expectRateLimited(refused, 'one regeneration too many');
    expect((await versionsOf(unmailed[0] as Bureau)).at(-1)?.version).toBe(newest);
    nextHour();
    expect((await regenerate()).statusCode).toBe(200);
  });
});

describe('downloads', () => {
  it(`share ${FILE_DOWNLOADS_PER_HOUR} an hour: letter PDFs, bureau answer letters and report PDFs`, async () => {
    nextHour();
    const [mailedBureau] = bureaus as [Bureau];
    const answer = `/api/disputes/${disputeId}/bureaus/${mailedBureau}/response-letter`;
    expect((await upload(answer, 'answer.pdf', PDF, 'application/pdf')).statusCode).toBe(200);
    const kept = await upload('/api/credit-report/manual/documents', 'experian.pdf', PDF, 'application/pdf');
    expect(kept.statusCode, kept.body).toBe(201);
    const downloads = [
      `/api/disputes/${disputeId}/download-pdf/${mailedBureau}`,
      answer,
      `/api/credit-report/manual/documents/${kept.json().id}`,
    ];
    for (const url of downloads) expect((await call('GET', url)).statusCode, url).toBe(200);
    // The rest of the hour's budget spent as the three downloads above spent theirs.
    const budget = createDownloadBudget(t);
    for (let spent = downloads.length; spent < FILE_DOWNLOADS_PER_HOUR; spent += 1) await budget.hit(member.id);
    for (const url of downloads) expectRateLimited(await call('GET', url), url);
    nextHour();
    for (const url of downloads) expect((await call('GET', url)).statusCode, url).toBe(200);
  });
});

describe('uploads', () => {
  it('take 60 bureau answer letters an hour', async () => {
    nextHour();
    const answer = `/api/disputes/${disputeId}/bureaus/${bureaus[0]}/response-letter`;
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      expect((await upload(answer, 'answer.pdf', PDF, 'application/pdf')).statusCode, `upload ${attempt}`).toBe(200);
    }
    expectRateLimited(await upload(answer, 'answer.pdf', PDF, 'application/pdf'), 'one answer too many');
  });

  it('take 20 report imports, pulls and refreshes an hour, whatever became of them', async () => {
    nextHour();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const refused = await upload('/api/credit-report/import', 'report.xml', 'not a report', 'text/xml');
      expect([refused.statusCode, refused.json().code], `import ${attempt}`).toEqual([415, 'INVALID_CREDIT_REPORT']);
    }
    expectRateLimited(await upload('/api/credit-report/import', 'report.xml', 'x', 'text/xml'), 'import');
    expectRateLimited(await call('POST', '/api/credit-report', {}), 'pull');
    expectRateLimited(await call('POST', '/api/credit-report/refresh'), 'refresh');
  });
});
