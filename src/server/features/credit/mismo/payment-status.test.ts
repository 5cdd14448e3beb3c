import { describe, expect, it } from 'vitest';
import { type RatingContext, toPaymentStatus } from './payment-status.ts';

const context = (overrides: Partial<RatingContext>): RatingContext => ({
  ratingType: null,
  ratingCode: null,
  accountType: 'Revolving',
  loanType: 'CreditCard',
  remarks: [],
  chargeOffCents: null,
  collectionIndicator: null,
  chargeOffIndicator: null,
  ...overrides,
});

describe('toPaymentStatus', () => {
  it.each([
    ['AsAgreed', 'current'],
    ['Late30Days', 'late_30'],
    ['Late60Days', 'late_60'],
    ['Late90Days', 'late_90'],
    ['LateOver120Days', 'late_120'],
    ['ChargeOff', 'charge_off'],
    ['Collection', 'collection'],
    ['Foreclosure', 'foreclosure'],
    ['Repossession', 'repossession'],
    ['BankruptcyOrWageEarnerPlan', 'bankruptcy'],
    ['NoDataAvailable', 'unknown'],
    ['TooNew', 'unknown'],
  ])('maps %s to %s', (ratingType, expected) => {
    expect(toPaymentStatus(context({ ratingType }))).toBe(expected);
  });

  it('falls back to the rating code', () => {
    expect(toPaymentStatus(context({ ratingCode: 'C' }))).toBe('current');
    expect(toPaymentStatus(context({ ratingCode: '3' }))).toBe('late_90');
    expect(toPaymentStatus(context({ ratingCode: '7' }))).toBe('bankruptcy');
  });

  it('tells a charge-off from a collection', () => {
    const combined = { ratingType: 'CollectionOrChargeOff' };
    expect(toPaymentStatus(context({ ...combined, collectionIndicator: true }))).toBe('collection');
    expect(toPaymentStatus(context({ ...combined, chargeOffIndicator: true }))).toBe('charge_off');
    expect(toPaymentStatus(context({ ...combined, chargeOffCents: 55200, accountType: 'Open' }))).toBe('charge_off');
    expect(toPaymentStatus(context({ ...combined, loanType: 'Collection', accountType: 'Open' }))).toBe('collection');
    expect(toPaymentStatus(context({ ...combined, accountType: 'Open', remarks: ['CHARGED OFF ACCOUNT'] }))).toBe(
      'charge_off',
    );
    expect(toPaymentStatus(context({ ...combined, remarks: ['PLACED FOR COLLECTION'] }))).toBe('collection');
    expect(toPaymentStatus(context({ ...combined }))).toBe('charge_off');
    expect(toPaymentStatus(context({ ...combined, accountType: 'Open', loanType: null }))).toBe('collection');
  });

  it('tells a foreclosure from a repossession', () => {
    const combined = { ratingType: 'ForeclosureOrRepossession' };
    expect(toPaymentStatus(context({ ...combined, loanType: 'ConventionalRealEstateMortgage' }))).toBe('foreclosure');
    expect(toPaymentStatus(context({ ...combined, accountType: 'Mortgage', loanType: null }))).toBe('foreclosure');
    expect(toPaymentStatus(context({ ...combined, loanType: 'Automobile' }))).toBe('repossession');
    expect(toPaymentStatus(context({ ...combined, loanType: 'Automobile', remarks: ['FORECLOSURE STARTED'] }))).toBe(
      'foreclosure',
    );
  });
});
