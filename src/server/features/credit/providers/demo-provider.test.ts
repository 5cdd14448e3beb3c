import { describe, expect, it } from 'vitest';
import { generateDemoReport } from './demo-provider.ts';

const subject = { firstName: 'Maria', lastName: 'Lopez', dateOfBirth: '1988-04-12', identityKey: 'user-1' };

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
