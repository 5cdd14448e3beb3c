import { describe, expect, it } from 'vitest';
import type { BureauView, Tradeline } from '#shared/schemas/credit-report.ts';
import { asReportedBy } from './classify-tradeline.ts';
import { findOriginalAccount, findReportingPeriod, reportingEndsOn } from './reporting-period.ts';
import { aChargeOff, aCollection, aTradeline, aView, threeBureauViews } from './test-tradeline.ts';

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
    const fromClosing = aChargeOff(
      {},
      { firstDelinquencyDate: null, paymentPattern: null, dateClosed: '2019-04-30', lastPaymentDate: null },
    );
    expect(findReportingPeriod(fromClosing, 'charge_off')).toMatchObject({
      from: '2019-04-30',
      evidence: 'date_closed',
    });
    const fromReported = aChargeOff(
      {},
      { firstDelinquencyDate: null, paymentPattern: null, dateClosed: null, lastPaymentDate: null },
    );
    expect(findReportingPeriod(fromReported, 'charge_off')).toMatchObject({
      from: '2024-05-31',
      evidence: 'date_reported',
    });
  });

  it('is unknown when no date on file allows telling', () => {
    const undated = aChargeOff(
      {},
      { firstDelinquencyDate: null, paymentPattern: null, dateClosed: null, dateReported: null, lastPaymentDate: null },
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

/** A card charged off in March 2016 that the bureau still reports in 2026, with no date of first delinquency. */
const oldChargeOff = (view: Parameters<typeof aView>[0] = {}) =>
  aChargeOff(
    {},
    {
      firstDelinquencyDate: null,
      chargeOffDate: '2016-03-15',
      dateReported: '2026-01-31',
      paymentPattern: '999999999999',
      dateClosed: null,
      lastPaymentDate: null,
      ...view,
    },
  );

describe('estimating the start of the delinquency from the evidence on file', () => {
  it('counts a charge-off without a delinquency date from the charge-off less 180 days, not from the report', () => {
    // The regression: counted from the date reported, this 2016 charge-off looked reportable until 2034.
    expect(findReportingPeriod(oldChargeOff(), 'charge_off')).toEqual({
      basis: 'estimated_delinquency',
      from: '2015-09-17',
      endsOn: '2023-03-15',
      years: 7,
      bankruptcyChapter: null,
      evidence: 'charge_off',
    });
  });

  it('takes the strongest evidence: the charge-off over any payment, a payment over the closing', () => {
    // A payment made on the debt after the charge-off does not re-age it.
    const paidLater = oldChargeOff({ lastPaymentDate: '2019-06-10', dateClosed: '2016-03-31' });
    expect(findReportingPeriod(paidLater, 'charge_off')).toMatchObject({ from: '2015-09-17', evidence: 'charge_off' });
    // An account closed long before it went bad does not make it look outdated.
    const closedEarly = oldChargeOff({
      chargeOffDate: null,
      paymentPattern: null,
      lastPaymentDate: '2019-06-10',
      dateClosed: '2012-03-31',
    });
    expect(findReportingPeriod(closedEarly, 'charge_off')).toMatchObject({
      from: '2019-06-10',
      evidence: 'last_payment',
    });
  });

  it('falls back to the earliest adverse rating when nothing stronger is on file, and says so', () => {
    const rated = oldChargeOff({ chargeOffDate: null, paymentPattern: null, earliestAdverseRatingDate: '2016-11-30' });
    expect(findReportingPeriod(rated, 'charge_off')).toMatchObject({
      from: '2016-11-30',
      endsOn: '2024-05-29',
      evidence: 'adverse_rating',
    });
  });

  it('reads every bureau: the earliest charge-off any of them gives', () => {
    const t = aTradeline({
      views: threeBureauViews(
        { paymentStatus: 'charge_off', isChargeOff: true, dateReported: '2026-01-31', lastPaymentDate: null },
        { experian: { chargeOffDate: '2016-05-01' }, equifax: { chargeOffDate: '2016-03-15' } },
      ),
    });
    expect(findReportingPeriod(t, 'charge_off')).toMatchObject({ from: '2015-09-17', evidence: 'charge_off' });
  });

  it('never counts from before the month the payment pattern last shows the account current', () => {
    // Reported 2024-05: nine months charged off, then current, then an old 30-day late; the account was closed
    // (by the member) and last paid before it went bad, and both dates belong to the earlier, cured history.
    const t = aChargeOff(
      {},
      {
        firstDelinquencyDate: null,
        dateReported: '2024-05-31',
        paymentPattern: '999999999C1CCC',
        dateClosed: '2015-01-01',
        lastPaymentDate: '2023-07-15',
      },
    );
    expect(findReportingPeriod(t, 'charge_off')).toMatchObject({ from: '2023-09-01', evidence: 'first_late_month' });
  });

  it("dates a collection from its original account's delinquency", () => {
    const original = aChargeOff({ key: 'original', creditorName: 'NORTHSTAR CARD SERVICES' });
    const collection = aCollection(
      { creditorName: 'MIDWEST RECOVERY GROUP', originalCreditorName: 'Northstar Card Services' },
      { paymentPattern: null, dateReported: '2026-01-31' },
    );
    expect(findReportingPeriod(collection, 'collection', { originalAccount: original })).toMatchObject({
      basis: 'estimated_delinquency',
      from: '2020-09-15',
      evidence: 'original_account',
    });
    // Without the original account, only the collection's own dates are left.
    expect(findReportingPeriod(collection, 'collection')).toMatchObject({ evidence: 'last_payment' });
  });
});

describe('finding the account a collection came from', () => {
  const collection = aTradeline({
    key: 'collection',
    creditorName: 'MIDWEST RECOVERY GROUP',
    originalCreditorName: 'CAPITAL ONE',
    loanType: 'Collection',
    views: [aView({ paymentStatus: 'collection', isCollection: true })],
  });
  const chargedOff = aChargeOff({ key: 'charged-off', creditorName: 'Capital One Bank (USA), N.A.' });
  const goodCard = aTradeline({ key: 'good', creditorName: 'CAPITAL ONE' });

  it('is the account of the original creditor, the negative one when the member has several there', () => {
    expect(findOriginalAccount(collection, [collection, goodCard])).toBe(goodCard);
    expect(findOriginalAccount(collection, [collection, goodCard, chargedOff])).toBe(chargedOff);
  });

  it('is none when no account or several alike could be it, or the collection names no creditor', () => {
    expect(findOriginalAccount(collection, [collection])).toBeNull();
    expect(findOriginalAccount(collection, [chargedOff, { ...chargedOff, key: 'another' }])).toBeNull();
    expect(findOriginalAccount({ ...collection, originalCreditorName: null }, [chargedOff])).toBeNull();
  });
});

describe('reporting period when the bureaus give different dates', () => {
  const t = aChargeOff({}, { firstDelinquencyDate: '2015-01-01' });
  const views = [
    { ...(t.views[0] as BureauView), bureau: 'experian' as const },
    { ...(t.views[0] as BureauView), bureau: 'equifax' as const, firstDelinquencyDate: '2021-06-01' },
  ];

  it('runs from the earliest date on the report, and from each bureau’s own date when read alone', () => {
    const both = { ...t, views };
    expect(findReportingPeriod(both, 'charge_off')?.from).toBe('2015-01-01');
    expect(findReportingPeriod(asReportedBy(both, ['equifax']) as Tradeline, 'charge_off')?.from).toBe('2021-06-01');
  });
});
