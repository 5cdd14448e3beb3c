import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditReports } from '#server/db/schema/credit.ts';
import { manualReportNumbers, manualScores } from '#server/db/schema/manual-entries.ts';
import { signUpMember } from '#server/test-support/members.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { ManualEntriesResponse } from '#shared/schemas/manual-items.ts';

const t = setUpTestApp();

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
    expect(cleared.json()).toEqual({ items: [], scores: [], reportNumbers: {}, documents: [], reportId: null });
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

describe('the report numbers a member enters', () => {
  it('are kept per bureau beside the scores, go on the report, and stay when only scores are sent', async () => {
    const member = await signUpMember(t);
    const res = await put(member.cookie, {
      scores: [{ bureau: 'experian', value: 602, date: null }],
      reportNumbers: { experian: ' 3817-2044-19 ', transunion: '381920446' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ManualEntriesResponse).reportNumbers).toEqual({
      experian: '3817-2044-19',
      transunion: '381920446',
    });
    const [report] = await t.db
      .select({ numbers: creditReports.bureauReportNumbers })
      .from(creditReports)
      .where(eq(creditReports.userId, member.id));
    expect(report?.numbers).toEqual({ experian: '3817-2044-19', transunion: '381920446' });

    const scoresOnly = await put(member.cookie, { scores: [{ bureau: 'experian', value: 610, date: null }] });
    expect((scoresOnly.json() as ManualEntriesResponse).reportNumbers).toEqual({
      experian: '3817-2044-19',
      transunion: '381920446',
    });
    const replaced = await put(member.cookie, { scores: [], reportNumbers: { equifax: 'EQ 5204817736' } });
    expect((replaced.json() as ManualEntriesResponse).reportNumbers).toEqual({ equifax: 'EQ 5204817736' });
  });

  it.each([
    ['with punctuation a letter could not carry', 'A<1>'],
    ['longer than 30 characters', '1'.repeat(31)],
    ['empty', '   '],
  ])('refuses a number %s and stores nothing', async (_case, number) => {
    const member = await signUpMember(t);
    const res = await put(member.cookie, { scores: [], reportNumbers: { equifax: number } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { message: string }) => issue.message)).toContain(
      'credit.manual.errors.reportNumber',
    );
    expect(await t.db.select().from(manualReportNumbers).where(eq(manualReportNumbers.userId, member.id))).toEqual([]);
  });
});
