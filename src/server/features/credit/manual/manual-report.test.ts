import { describe, expect, it } from 'vitest';
import { ParsedCreditReportSchema } from '#shared/schemas/credit-report.ts';
import type { ManualBureauView } from '#shared/schemas/manual-items.ts';
import { analyseReport } from '../analyse-report.ts';
import { buildManualReport } from './manual-report.ts';
import type { ManualEntry } from './manual-tradeline.ts';

const view = (overrides: Partial<ManualBureauView>): ManualBureauView => ({
  bureau: 'experian',
  paymentStatus: 'collection',
  accountStatus: 'open',
  balanceCents: 80_000,
  dateOpened: '2015-05-01',
  dateReported: '2026-10-01',
  dateClosed: null,
  firstDelinquencyDate: '2016-02-01',
  chargeOffDate: null,
  lastPaymentDate: null,
  remarks: null,
  ...overrides,
});
const entry = (views: ManualBureauView[]): ManualEntry => ({
  itemType: 'collection',
  creditorName: 'Portfolio Recovery',
  originalCreditorName: 'Synchrony Bank',
  bankruptcyChapter: null,
  views,
});

const borrower = { firstName: 'Maria', lastName: 'Lopez' };

describe('buildManualReport', () => {
  it('is a valid per-bureau report of the member, covering the bureaus of any item or score', () => {
    const report = buildManualReport({
      items: [
        {
          id: '0f8fad5b-d9cb-469f-a165-70867728950e',
          entry: entry([view({ bureau: 'transunion' })]),
          accountNumber: null,
        },
      ],
      scores: [
        { bureau: 'transunion', value: 598, date: null },
        { bureau: 'experian', value: 612, date: '2026-11-01' },
      ],
      borrower,
      today: '2026-11-22',
    });
    expect(ParsedCreditReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      source: 'manual',
      format: 'manual',
      bureauAttribution: 'per_bureau',
      reportIdentifier: null,
      reportDate: '2026-11-22',
      borrower: { firstName: 'Maria', lastName: 'Lopez', matchedMember: true, borrowerCount: 1 },
      bureausReturned: ['experian', 'transunion'],
      inquiries: [],
    });
    // In the bureaus' order, whatever order the member entered them in.
    expect(report.scores).toEqual([
      { bureau: 'experian', value: 612, model: null, date: '2026-11-01', factors: [] },
      { bureau: 'transunion', value: 598, model: null, date: null, factors: [] },
    ]);
    expect(report.tradelines.map((t) => t.key)).toEqual(['manual:0f8fad5b-d9cb-469f-a165-70867728950e']);
  });

  it('is an empty report with scores only, and covers no bureau with nothing entered', () => {
    const scoresOnly = buildManualReport({
      items: [],
      scores: [{ bureau: 'equifax', value: 701, date: null }],
      borrower,
      today: '2026-11-22',
    });
    expect(scoresOnly).toMatchObject({ tradelines: [], bureausReturned: ['equifax'] });
    expect(buildManualReport({ items: [], scores: [], borrower, today: '2026-11-22' }).bureausReturned).toEqual([]);
  });

  it('goes through the same finder: a collection first delinquent in 2016 is outdated in 2026', () => {
    const report = buildManualReport({
      items: [{ id: 'c56a4180-65aa-42ec-a945-5fd21dec0538', entry: entry([view({})]), accountNumber: '1234' }],
      scores: [],
      borrower,
      today: '2026-11-22',
    });
    const [analysed] = analyseReport(report, '2026-11-22');
    expect(analysed?.itemType).toBe('collection');
    expect(analysed?.reportingEndsOn).toBe('2023-07-30');
    expect(analysed?.disputeReasons.map((reason) => reason.code)).toContain('outdated');
  });
});
