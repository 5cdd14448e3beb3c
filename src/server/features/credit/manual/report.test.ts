import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditReports, tradelines } from '#server/db/schema/credit.ts';
import { addManualItem, aManualItem } from '#server/test-support/manual-entries.ts';
import { requestAs, signUpMember } from '#server/test-support/members.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { aManualView } from '#shared/rules/test-tradeline.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { ManualEntriesResponse } from '#shared/schemas/manual-items.ts';
import { memberProfile as profile } from '#shared/test-support/members.ts';
import { rebuildManualReport } from './service.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

// One test moves the clock a year on; its member stays signed in.
const t = setUpTestApp({ sessionTtlMs: 5 * YEAR_MS });

const reportOf = async (cookie: string) =>
  (await requestAs(t, cookie)('GET', '/api/credit-report')).json() as CreditReportResponse;
const manualReports = (userId: string) =>
  t.db
    .select({ id: creditReports.id })
    .from(creditReports)
    .where(and(eq(creditReports.userId, userId), eq(creditReports.source, 'manual')));

/** A collection first delinquent in `firstDelinquencyDate`, reported by Experian alone. */
const collectionFrom = (firstDelinquencyDate: string, creditorName = 'Cavalry SPV') =>
  aManualItem({
    creditorName,
    originalCreditorName: null,
    views: [aManualView({ firstDelinquencyDate, dateOpened: null })],
  });

describe('the finder on hand-entered items', () => {
  it('finds an item first delinquent in 2016, entered in 2026, outdated', async () => {
    const member = await signUpMember(t);
    await addManualItem(t, member.cookie, collectionFrom('2016-03-01'));
    const [item] = (await reportOf(member.cookie)).negativeItems;
    expect(item).toMatchObject({ itemType: 'collection', impact: 'high', enteredByHand: true });
    expect(item?.reportingEndsOn).toBe('2023-08-28');
    expect(item?.disputeReasons.map((reason) => reason.code)).toContain('outdated');
  });

  it('refuses late payments every bureau shows as current, which would be no negative item, and stores nothing', async () => {
    const member = await signUpMember(t);
    const res = await requestAs(t, member.cookie)(
      'POST',
      '/api/credit-report/manual/items',
      aManualItem({
        itemType: 'late_payment',
        creditorName: 'Discover Bank',
        originalCreditorName: null,
        views: [aManualView({ paymentStatus: 'current', firstDelinquencyDate: null, balanceCents: 0 })],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'views.0.paymentStatus', code: 'custom', message: 'credit.manual.errors.lateNeedsLateStatus' },
    ]);
    expect(await manualReports(member.id)).toEqual([]);
  });

  it('signs the report with the name on the member’s profile when there is one', async () => {
    const member = await signUpMember(t, { firstName: 'Rosa', lastName: 'Diaz' });
    await addManualItem(t, member.cookie);
    expect((await reportOf(member.cookie)).borrower).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz' });
    const saved = await requestAs(t, member.cookie)('PUT', '/api/profile', { ...profile, firstName: 'Rosa María' });
    expect(saved.statusCode, saved.body).toBe(200);
    await addManualItem(t, member.cookie);
    expect((await reportOf(member.cookie)).borrower).toMatchObject({ firstName: 'Rosa María', lastName: 'Lopez' });
  });

  it('is read again as of a later day when the member refreshes it: an item ages past its reporting period', async () => {
    const member = await signUpMember(t);
    await addManualItem(t, member.cookie, collectionFrom('2020-01-15'));
    const [today] = (await reportOf(member.cookie)).negativeItems;
    expect(today?.reportingEndsOn).toBe('2027-07-13');
    expect(today?.disputeReasons.map((reason) => reason.code)).not.toContain('outdated');

    t.clock.advance(YEAR_MS);
    const refreshed = await requestAs(t, member.cookie)('POST', '/api/credit-report/refresh');
    expect(refreshed.statusCode).toBe(201);
    const reportId = (refreshed.json() as CreditReportResponse).id;
    const later = await reportOf(member.cookie);
    expect(later.id).toBe(reportId);
    expect(later.dataSource).toBe('manual');
    expect(later.negativeItems[0]?.disputeReasons.map((reason) => reason.code)).toContain('outdated');
    expect(await manualReports(member.id)).toEqual([{ id: reportId }]);
  });

  it('has no report to rebuild for a member who entered nothing', async () => {
    const member = await signUpMember(t);
    expect(await rebuildManualReport(t, member.id)).toBeNull();
    expect(await manualReports(member.id)).toEqual([]);
  });
});

describe('the member’s hand-entered report', () => {
  it('is one report, however many edits made it', async () => {
    const member = await signUpMember(t);
    const call = requestAs(t, member.cookie);
    const first = await addManualItem(t, member.cookie);
    t.clock.advance(1000);
    await addManualItem(t, member.cookie, collectionFrom('2021-06-01', 'LVNV Funding'));
    await call('PUT', '/api/credit-report/manual/scores', { scores: [{ bureau: 'experian', value: 580, date: null }] });
    await call('DELETE', `/api/credit-report/manual/items/${first.id}`);
    const reports = await manualReports(member.id);
    expect(reports).toHaveLength(1);
    const report = await reportOf(member.cookie);
    expect(report.id).toBe(reports[0]?.id);
    expect(report).toMatchObject({ experianScore: 580, negativeItems: [{ creditorName: 'LVNV Funding' }] });
  });

  // On PGlite transactions run one at a time anyway; on PostgreSQL (CI runs this suite there too) only the
  // member's lock keeps each edit from leaving its own report behind.
  it('stays one report when edits arrive at the same moment', async () => {
    const member = await signUpMember(t);
    const creditors = ['Ace Recovery', 'Bay Collections', 'Crest Financial', 'Delta Management', 'Echo Credit'];
    const call = requestAs(t, member.cookie);
    const answers = await Promise.all([
      ...creditors.map((creditorName) =>
        call('POST', '/api/credit-report/manual/items', collectionFrom('2022-02-01', creditorName)),
      ),
      call('PUT', '/api/credit-report/manual/scores', { scores: [{ bureau: 'experian', value: 611, date: null }] }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201, 200]);

    const reports = await manualReports(member.id);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    const held = await t.db
      .select({ creditorName: tradelines.creditorName })
      .from(tradelines)
      .where(eq(tradelines.reportId, report?.id ?? ''));
    expect(held.map((row) => row.creditorName).sort()).toEqual(creditors);
    const entries = (await call('GET', '/api/credit-report/manual')).json() as ManualEntriesResponse;
    expect(entries.reportId).toBe(report?.id);
    expect((await reportOf(member.cookie)).experianScore).toBe(611);
  });
});
