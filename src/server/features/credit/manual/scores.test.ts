import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { ManualEntriesResponse } from '#shared/schemas/manual-items.ts';
import { creditReports } from '../../../db/schema/credit.ts';
import { manualScores } from '../../../db/schema/manual-entries.ts';
import { signUpMember } from '../../../test-support/members.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/credit-report/manual/scores', headers: { cookie }, payload });
const reportOf = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/credit-report', headers: { cookie } })
  ).json() as CreditReportResponse | null;
const storedOf = async (userId: string) => ({
  scores: await t.db.select().from(manualScores).where(eq(manualScores.userId, userId)),
  reports: await t.db.select({ id: creditReports.id }).from(creditReports).where(eq(creditReports.userId, userId)),
});

describe('the scores a member enters', () => {
  it('are the report’s scores, each bureau once, replaced by the next ones sent', async () => {
    const member = await signUpMember(t);
    const res = await put(member.cookie, {
      scores: [
        { bureau: 'transunion', value: 588, date: '2026-11-01' },
        { bureau: 'experian', value: 602, date: null },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json() as ManualEntriesResponse;
    expect(entries.scores).toEqual([
      { bureau: 'experian', value: 602, date: null },
      { bureau: 'transunion', value: 588, date: '2026-11-01' },
    ]);
    const report = await reportOf(member.cookie);
    expect(entries.reportId).toBe(report?.id);
    expect(report).toMatchObject({
      experianScore: 602,
      equifaxScore: null,
      transunionScore: 588,
      creditScore: 595,
      bureausReturned: ['experian', 'transunion'],
      negativeItems: [],
    });
    expect(report?.scores).toEqual([
      { bureau: 'experian', value: 602, model: null, date: null, factors: [] },
      { bureau: 'transunion', value: 588, model: null, date: '2026-11-01', factors: [] },
    ]);

    const replaced = await put(member.cookie, {
      scores: [{ bureau: 'equifax', value: 640, date: null }],
    });
    expect((replaced.json() as ManualEntriesResponse).scores).toEqual([{ bureau: 'equifax', value: 640, date: null }]);
    expect(await reportOf(member.cookie)).toMatchObject({
      experianScore: null,
      equifaxScore: 640,
      transunionScore: null,
    });

    const cleared = await put(member.cookie, { scores: [] });
    expect(cleared.json()).toEqual({ items: [], scores: [], documents: [], reportId: null });
    expect(await reportOf(member.cookie)).toBeNull();
  });

  it.each([
    ['below 300', { scores: [{ bureau: 'experian', value: 299, date: null }] }, 'credit.manual.errors.scoreRange'],
    ['above 850', { scores: [{ bureau: 'experian', value: 851, date: null }] }, 'credit.manual.errors.scoreRange'],
    [
      'a bureau twice',
      {
        scores: [
          { bureau: 'experian', value: 700, date: null },
          { bureau: 'experian', value: 710, date: null },
        ],
      },
      'credit.manual.errors.bureauTwice',
    ],
    ['an unknown field', { scores: [{ bureau: 'experian', value: 700, date: null, model: 'FICO 8' }] }, null],
  ])('refuses a score %s and stores nothing', async (_case, body, message) => {
    const member = await signUpMember(t);
    const res = await put(member.cookie, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
    expect(await storedOf(member.id)).toEqual({ scores: [], reports: [] });
  });
});
