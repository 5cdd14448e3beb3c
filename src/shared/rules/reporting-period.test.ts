import { describe, expect, it } from 'vitest';
import { findReportingPeriod, reportingEndsOn } from './reporting-period.ts';
import { aChargeOff, aTradeline, aView, threeBureauViews } from './test-tradeline.ts';

const bankruptcy = (bankruptcyChapter: 7 | 11 | 13 | null, publicRecordType: string | null = null) =>
  aTradeline({
    kind: 'public_record',
    creditorName: 'US BANKRUPTCY COURT',
    bankruptcyChapter,
    publicRecordType,
    views: [aView({ paymentStatus: 'bankruptcy', dateOpened: '2015-05-01', dateReported: '2015-06-01' })],
  });

describe('reporting period', () => {
  it('runs 7 years from 180 days after the first delinquency', () => {
    // 2020-09-15 + 180 days = 2021-03-14; + 7 years = 2028-03-14.
    expect(reportingEndsOn(aChargeOff(), 'charge_off')).toBe('2028-03-14');
    expect(findReportingPeriod(aChargeOff(), 'charge_off')).toMatchObject({
      basis: 'first_delinquency',
      from: '2020-09-15',
      years: 7,
    });
  });

  it('counts from the earliest first delinquency the bureaus give (a later one looks re-aged)', () => {
    const t = aTradeline({
      views: threeBureauViews(
        { paymentStatus: 'collection', isCollection: true },
        {
          experian: { firstDelinquencyDate: '2019-01-10' },
          equifax: { firstDelinquencyDate: '2018-07-02' },
          transunion: { firstDelinquencyDate: null },
        },
      ),
    });
    expect(findReportingPeriod(t, 'collection')?.from).toBe('2018-07-02');
  });

  it('estimates the delinquency from the first late month, the date closed or the date reported', () => {
    const fromPattern = aTradeline({
      views: [
        aView({ paymentStatus: 'late_60', dateReported: '2024-05-31', paymentPattern: 'C21CCCCC', dateClosed: null }),
      ],
    });
    // The oldest late mark is the third character: two months before May 2024.
    expect(findReportingPeriod(fromPattern, 'late_payment')).toMatchObject({
      basis: 'estimated_delinquency',
      from: '2024-03-01',
    });
    const fromClosing = aChargeOff({}, { firstDelinquencyDate: null, paymentPattern: null, dateClosed: '2019-04-30' });
    expect(findReportingPeriod(fromClosing, 'charge_off')?.from).toBe('2019-04-30');
    const fromReported = aChargeOff({}, { firstDelinquencyDate: null, paymentPattern: null, dateClosed: null });
    expect(findReportingPeriod(fromReported, 'charge_off')?.from).toBe('2024-05-31');
  });

  it('is unknown when no date on file allows telling', () => {
    const undated = aChargeOff(
      {},
      { firstDelinquencyDate: null, paymentPattern: null, dateClosed: null, dateReported: null },
    );
    expect(reportingEndsOn(undated, 'charge_off')).toBeNull();
  });

  it('keeps a Chapter 7 bankruptcy 10 years from filing and a Chapter 13 7 years', () => {
    expect(findReportingPeriod(bankruptcy(7), 'bankruptcy')).toMatchObject({
      basis: 'bankruptcy_filing',
      from: '2015-05-01',
      endsOn: '2025-05-01',
      bankruptcyChapter: 7,
    });
    expect(reportingEndsOn(bankruptcy(13), 'bankruptcy')).toBe('2022-05-01');
    expect(reportingEndsOn(bankruptcy(null, 'BankruptcyChapter13'), 'bankruptcy')).toBe('2022-05-01');
  });

  it('keeps a bankruptcy of unknown or other chapter for the legal maximum of 10 years', () => {
    expect(reportingEndsOn(bankruptcy(null), 'bankruptcy')).toBe('2025-05-01');
    expect(reportingEndsOn(bankruptcy(11), 'bankruptcy')).toBe('2025-05-01');
  });

  it('runs an account included in bankruptcy from its own first delinquency', () => {
    const included = aChargeOff({}, { paymentStatus: 'bankruptcy', remarks: ['CHAPTER 7 BANKRUPTCY'] });
    expect(findReportingPeriod(included, 'bankruptcy')).toMatchObject({ basis: 'first_delinquency', years: 7 });
  });

  it('runs a judgment 7 years from entry and a tax lien 7 years from release, an unreleased lien without end', () => {
    const record = (publicRecordType: string, dateClosed: string | null) =>
      aTradeline({
        kind: 'public_record',
        publicRecordType,
        views: [aView({ paymentStatus: 'unknown', dateOpened: '2012-02-29', dateClosed })],
      });
    expect(findReportingPeriod(record('Judgment', null), 'judgment')).toMatchObject({
      basis: 'record_filing',
      endsOn: '2019-03-01',
    });
    expect(findReportingPeriod(record('TaxLienFederal', '2016-08-15'), 'tax_lien')).toMatchObject({
      basis: 'lien_release',
      endsOn: '2023-08-15',
    });
    expect(reportingEndsOn(record('TaxLienFederal', null), 'tax_lien')).toBeNull();
  });
});

describe('estimating the start of the delinquency from the payment pattern', () => {
  it('uses the most recent unbroken run of late months, not a late payment that was cured long before', () => {
    // Reported 2024-05: 48 months charged off (9), 35 months current (C), one old 30-day late.
    const t = aTradeline({
      views: [
        aView({
          paymentStatus: 'charge_off',
          isChargeOff: true,
          isDerogatory: true,
          dateReported: '2024-05-01',
          firstDelinquencyDate: null,
          dateClosed: null,
          paymentPattern: `${'9'.repeat(48)}${'C'.repeat(35)}1`,
        }),
      ],
    });
    const ends = reportingEndsOn(t, 'charge_off');
    expect(ends).not.toBeNull();
    expect((ends ?? '') > '2027-01-01').toBe(true);
  });
});
