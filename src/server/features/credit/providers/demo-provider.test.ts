import { describe, expect, it } from 'vitest';
import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';
import { type DemoFile, generateDemoReport } from './demo-provider.ts';

const subject = { firstName: 'Maria', lastName: 'Lopez', dateOfBirth: '1988-04-12', identityKey: 'user-1' };

/** The file as the service finds it again in the stored report. */
const fileOf = (report: ParsedCreditReport): DemoFile => ({
  number: report.reportIdentifier ?? '',
  openedOn: report.reportDate ?? '',
  accounts: report.tradelines.map((t) => t.key),
});

/** What stays put from pull to pull: the accounts and their history. */
const accountsOf = (report: ParsedCreditReport) =>
  report.tradelines.map(({ views, ...account }) => ({
    ...account,
    views: views.map(({ dateReported: _moves, ...history }) => history),
  }));

describe('the demo provider', () => {
  it('gives the same person the same report, and another person another', () => {
    const a = generateDemoReport({ subject, asOf: '2026-11-22' });
    const b = generateDemoReport({ subject: { ...subject }, asOf: '2026-11-22' });
    const other = generateDemoReport({ subject: { ...subject, identityKey: 'user-2' }, asOf: '2026-11-22' });
    expect(b).toEqual(a);
    expect(other).not.toEqual(a);
  });

  it('labels everything as sample data from three bureaus with scores that differ a little', () => {
    const report = generateDemoReport({ subject, asOf: '2026-11-22' });
    expect(report.source).toBe('demo');
    expect(report.bureausReturned).toEqual(['experian', 'equifax', 'transunion']);
    const values = report.scores.map((s) => s.value ?? 0);
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(300);
      expect(value).toBeLessThanOrEqual(850);
    }
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(30);
  });

  it('holds accounts the bureaus report differently and an item past the FCRA limit', () => {
    const report = generateDemoReport({ subject, asOf: '2026-11-22' });
    const late = report.tradelines.find((t) => t.key === 'demo-late-card');
    expect(new Set(late?.views.map((v) => v.balanceCents)).size).toBe(3);
    const stale = report.tradelines.find((t) => t.key === 'demo-stale-collection');
    const since = stale?.views[0]?.firstDelinquencyDate ?? '';
    expect(since < '2019-05-22').toBe(true);
  });

  it('adds the items the person told us about', () => {
    const report = generateDemoReport({
      subject: { ...subject, preferences: { hasChildSupport: true, hasRepossession: true, hasBankruptcy: true } },
      asOf: '2026-11-22',
    });
    const statuses = report.tradelines.flatMap((t) => t.views.map((v) => v.paymentStatus));
    expect(statuses).toEqual(expect.arrayContaining(['repossession', 'bankruptcy']));
    expect(report.tradelines.some((t) => t.loanType === 'ChildSupport')).toBe(true);
    expect(report.tradelines.find((t) => t.kind === 'public_record')?.bankruptcyChapter).toBe(7);
  });
});

describe('a later pull of the same file', () => {
  const told = { hasChildSupport: false, hasRepossession: true, hasBankruptcy: false };
  const first = generateDemoReport({
    subject: { ...subject, identityKey: 'draft-1', preferences: told },
    asOf: '2026-11-22',
  });

  it('shows the same accounts and scores, only reported later, whoever’s account the file now is', () => {
    const later = generateDemoReport({ subject, asOf: '2027-03-05', file: fileOf(first) });
    expect(later.reportIdentifier).toBe(first.reportIdentifier);
    expect(accountsOf(later)).toEqual(accountsOf(first));
    expect(later.tradelines.some((t) => t.key === 'demo-repossession')).toBe(true);
    expect(later.scores.map((s) => s.value)).toEqual(first.scores.map((s) => s.value));
    expect(later.inquiries).toEqual(first.inquiries);
    const reportedIn = (report: ParsedCreditReport) =>
      new Set(report.tradelines.flatMap((t) => t.views.map((v) => v.dateReported)));
    expect(reportedIn(first)).toEqual(new Set(['2026-11-01']));
    expect(reportedIn(later)).toEqual(new Set(['2027-03-01']));
  });

  it('no longer shows what a bureau deleted in that bureau’s part', () => {
    const later = generateDemoReport({
      subject,
      asOf: '2026-12-22',
      file: fileOf(first),
      deletions: [
        { tradelineKey: 'demo-late-card', bureau: 'experian' },
        { tradelineKey: 'demo-single-bureau-late', bureau: 'transunion' },
      ],
    });
    const late = later.tradelines.find((t) => t.key === 'demo-late-card');
    expect(late?.views.map((v) => v.bureau)).toEqual(['equifax', 'transunion']);
    expect(later.tradelines.some((t) => t.key === 'demo-single-bureau-late')).toBe(false);
    expect(later.tradelines).toHaveLength(first.tradelines.length - 1);
    expect(later.scores).toEqual(generateDemoReport({ subject, asOf: '2026-12-22', file: fileOf(first) }).scores);
  });
});
