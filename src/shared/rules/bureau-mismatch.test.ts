import { describe, expect, it } from 'vitest';
import { findBureauMismatches, mismatchedFieldsAt } from './bureau-mismatch.ts';
import { aChargeOff, aTradeline, aView, threeBureauViews } from './test-tradeline.ts';

const chargeOffViews = { paymentStatus: 'charge_off', isChargeOff: true, accountStatus: 'closed' } as const;

describe('findBureauMismatches', () => {
  it('finds nothing when the bureaus agree', () => {
    expect(findBureauMismatches(aTradeline({ views: threeBureauViews(chargeOffViews) }))).toEqual([]);
  });

  it('finds nothing with a single view', () => {
    expect(findBureauMismatches(aChargeOff())).toEqual([]);
  });

  it('does not count a missing value as a disagreement', () => {
    const t = aTradeline({
      views: threeBureauViews(chargeOffViews, {
        equifax: { balanceCents: null, lastPaymentDate: null, paymentStatus: 'unknown' },
      }),
    });
    expect(findBureauMismatches(t)).toEqual([]);
  });

  it('reports different balances or past-due amounts as incorrect_amount, grouping bureaus by value', () => {
    const t = aTradeline({
      views: threeBureauViews(chargeOffViews, {
        equifax: { balanceCents: 110_000 },
        transunion: { pastDueCents: 9_900 },
      }),
    });
    expect(findBureauMismatches(t)).toEqual([
      {
        code: 'incorrect_amount',
        bureaus: ['experian', 'equifax', 'transunion'],
        differences: [
          {
            field: 'balanceCents',
            groups: [
              { value: 120_000, bureaus: ['experian', 'transunion'] },
              { value: 110_000, bureaus: ['equifax'] },
            ],
          },
          {
            field: 'pastDueCents',
            groups: [
              { value: 0, bureaus: ['experian', 'equifax'] },
              { value: 9_900, bureaus: ['transunion'] },
            ],
          },
        ],
      },
    ]);
  });

  it('reports different dates as incorrect_dates, separately from amounts', () => {
    const t = aTradeline({
      views: threeBureauViews(
        { ...chargeOffViews, firstDelinquencyDate: '2020-01-01' },
        {
          experian: { dateOpened: '2018-03-01', balanceCents: 1 },
          transunion: { firstDelinquencyDate: '2020-01-15' },
        },
      ),
    });
    const mismatches = findBureauMismatches(t);
    expect(mismatches.map((m) => m.code)).toEqual(['incorrect_amount', 'incorrect_dates']);
    expect(mismatches[1]?.differences.map((d) => d.field)).toEqual(['dateOpened', 'firstDelinquencyDate']);
  });

  it('reports a status-only difference as other, and folds it into the first reason otherwise', () => {
    const statusOnly = aTradeline({
      views: threeBureauViews(chargeOffViews, { transunion: { paymentStatus: 'collection' } }),
    });
    expect(findBureauMismatches(statusOnly)).toEqual([
      {
        code: 'other',
        bureaus: ['experian', 'equifax', 'transunion'],
        differences: [
          {
            field: 'paymentStatus',
            groups: [
              { value: 'charge_off', bureaus: ['experian', 'equifax'] },
              { value: 'collection', bureaus: ['transunion'] },
            ],
          },
        ],
      },
    ]);
    const withAmount = aTradeline({
      views: threeBureauViews(chargeOffViews, { transunion: { paymentStatus: 'collection', balanceCents: 5 } }),
    });
    const [only, ...rest] = findBureauMismatches(withAmount);
    expect(rest).toEqual([]);
    expect(only?.code).toBe('incorrect_amount');
    expect(only?.differences.map((d) => d.field)).toEqual(['balanceCents', 'paymentStatus']);
  });

  it('names only the bureaus that differ on the fields concerned', () => {
    const t = aTradeline({
      views: [
        aView({ bureau: 'experian', dateClosed: '2021-01-01' }),
        aView({ bureau: 'equifax', dateClosed: '2021-02-01' }),
        aView({ bureau: 'transunion', dateClosed: null }),
      ],
    });
    expect(findBureauMismatches(t)).toMatchObject([{ code: 'incorrect_dates', bureaus: ['experian', 'equifax'] }]);
  });
});

describe('findBureauMismatches when each bureau gives different fields', () => {
  it('gives each field its own groups, so a bureau is named only beside the values it gives', () => {
    const t = aTradeline({
      views: [
        aView({ bureau: 'experian', balanceCents: 10_000, dateClosed: null }),
        aView({ bureau: 'equifax', balanceCents: 12_000, dateClosed: '2021-02-01' }),
        aView({ bureau: 'transunion', balanceCents: null, dateClosed: '2021-03-01' }),
      ],
    });
    expect(findBureauMismatches(t)).toEqual([
      {
        code: 'incorrect_amount',
        bureaus: ['experian', 'equifax'],
        differences: [
          {
            field: 'balanceCents',
            groups: [
              { value: 10_000, bureaus: ['experian'] },
              { value: 12_000, bureaus: ['equifax'] },
            ],
          },
        ],
      },
      {
        code: 'incorrect_dates',
        bureaus: ['equifax', 'transunion'],
        differences: [
          {
            field: 'dateClosed',
            groups: [
              { value: '2021-02-01', bureaus: ['equifax'] },
              { value: '2021-03-01', bureaus: ['transunion'] },
            ],
          },
        ],
      },
    ]);
  });
});

describe('mismatchedFieldsAt', () => {
  const t = aTradeline({
    views: [
      aView({ bureau: 'experian', balanceCents: 10_000, dateClosed: null, firstDelinquencyDate: '2020-01-01' }),
      aView({ bureau: 'equifax', balanceCents: 12_000, dateClosed: '2021-02-01', firstDelinquencyDate: '2020-03-01' }),
      aView({ bureau: 'transunion', balanceCents: 12_000, dateClosed: '2021-03-01', firstDelinquencyDate: null }),
    ],
  });

  it('names the fields on which this bureau gives a contradicted value, and no other', () => {
    expect(mismatchedFieldsAt(t, 'incorrect_dates', 'experian')).toEqual(['firstDelinquencyDate']);
    expect(mismatchedFieldsAt(t, 'incorrect_dates', 'equifax')).toEqual(['firstDelinquencyDate', 'dateClosed']);
    expect(mismatchedFieldsAt(t, 'incorrect_dates', 'transunion')).toEqual(['dateClosed']);
    expect(mismatchedFieldsAt(t, 'incorrect_amount', 'transunion')).toEqual(['balanceCents']);
    expect(mismatchedFieldsAt(aTradeline(), 'incorrect_dates', 'experian')).toEqual([]);
  });
});
