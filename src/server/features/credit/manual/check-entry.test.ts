import { describe, expect, it } from 'vitest';
import type { ManualBureauView } from '#shared/schemas/manual-items.ts';
import { findEntryIssues } from './check-entry.ts';
import type { ManualEntry } from './manual-tradeline.ts';

const TODAY = '2026-11-22';

const view = (overrides: Partial<ManualBureauView> = {}): ManualBureauView => ({
  bureau: 'experian',
  paymentStatus: 'charge_off',
  accountStatus: 'closed',
  balanceCents: 100_000,
  dateOpened: '2018-01-10',
  dateReported: '2026-10-31',
  dateClosed: '2021-08-31',
  firstDelinquencyDate: '2021-02-01',
  chargeOffDate: '2021-08-31',
  lastPaymentDate: '2021-01-05',
  remarks: null,
  ...overrides,
});
const entry = (overrides: Partial<ManualEntry> = {}): ManualEntry => ({
  itemType: 'charge_off',
  creditorName: 'Capital One',
  originalCreditorName: null,
  bankruptcyChapter: null,
  views: [view()],
  ...overrides,
});

describe('findEntryIssues', () => {
  it('finds nothing in dates that follow each other, or in dates left out', () => {
    expect(findEntryIssues(entry(), TODAY)).toEqual([]);
    const sparse = view({
      dateOpened: null,
      dateClosed: null,
      firstDelinquencyDate: null,
      chargeOffDate: null,
      lastPaymentDate: null,
    });
    expect(findEntryIssues(entry({ views: [sparse] }), TODAY)).toEqual([]);
  });

  it('refuses dates before the account was opened, on the later date', () => {
    const issues = findEntryIssues(
      entry({ views: [view(), view({ bureau: 'equifax', dateOpened: '2026-11-01' })] }),
      TODAY,
    );
    expect(issues).toContainEqual({
      path: 'views.1.dateReported',
      code: 'custom',
      message: 'credit.manual.errors.beforeOpened',
    });
    expect(issues.map((issue) => issue.path)).toEqual(['views.1.dateReported', 'views.1.dateClosed']);
  });

  it('lets a debt come before the account: a collector opens its account after the delinquency', () => {
    const collection = view({
      paymentStatus: 'collection',
      accountStatus: 'open',
      dateOpened: '2022-03-01',
      dateClosed: null,
      firstDelinquencyDate: '2021-02-01',
      chargeOffDate: '2021-08-31',
      lastPaymentDate: '2021-01-05',
    });
    expect(findEntryIssues(entry({ itemType: 'collection', views: [collection] }), TODAY)).toEqual([]);
  });

  it('refuses events after the bureau’s report, on the event', () => {
    const issues = findEntryIssues(entry({ views: [view({ dateReported: '2021-05-01' })] }), TODAY);
    expect(issues).toEqual([
      { path: 'views.0.dateClosed', code: 'custom', message: 'credit.manual.errors.afterReported' },
      { path: 'views.0.chargeOffDate', code: 'custom', message: 'credit.manual.errors.afterReported' },
    ]);
  });

  it('refuses a charge-off before the first delinquency', () => {
    expect(findEntryIssues(entry({ views: [view({ chargeOffDate: '2020-12-31' })] }), TODAY)).toEqual([
      { path: 'views.0.chargeOffDate', code: 'custom', message: 'credit.manual.errors.chargeOffBeforeDelinquency' },
    ]);
  });

  it('allows tomorrow by the server’s clock and refuses the day after, whatever the browser’s day', () => {
    expect(findEntryIssues(entry({ views: [view({ dateReported: '2026-11-23' })] }), TODAY)).toEqual([]);
    expect(findEntryIssues(entry({ views: [view({ dateReported: '2026-11-24' })] }), TODAY)).toEqual([
      { path: 'views.0.dateReported', code: 'custom', message: 'credit.manual.errors.dateInFuture' },
    ]);
  });

  it('refuses a chapter on anything but a bankruptcy', () => {
    expect(findEntryIssues(entry({ itemType: 'bankruptcy', bankruptcyChapter: 13 }), TODAY)).toEqual([]);
    expect(findEntryIssues(entry({ itemType: 'judgment', bankruptcyChapter: 7 }), TODAY)).toEqual([
      { path: 'bankruptcyChapter', code: 'custom', message: 'credit.manual.errors.chapterNotBankruptcy' },
    ]);
  });

  it('refuses late payments no bureau shows late, and takes them when one does', () => {
    const current = view({ paymentStatus: 'current' });
    expect(findEntryIssues(entry({ itemType: 'late_payment', views: [current] }), TODAY)).toEqual([
      { path: 'views.0.paymentStatus', code: 'custom', message: 'credit.manual.errors.lateNeedsLateStatus' },
    ]);
    const late = view({ bureau: 'equifax', paymentStatus: 'late_30' });
    expect(findEntryIssues(entry({ itemType: 'late_payment', views: [current, late] }), TODAY)).toEqual([]);
  });
});
