import { describe, expect, it } from 'vitest';
import type { BureauView } from '#shared/schemas/credit-report.ts';
import { lastFourOf, maskAccountNumber, summariseViews } from './summarise-views.ts';

const base: BureauView = {
  bureau: 'experian',
  balanceCents: null,
  pastDueCents: null,
  creditLimitCents: null,
  highBalanceCents: null,
  chargeOffCents: null,
  accountStatus: null,
  paymentStatus: 'current',
  dateOpened: null,
  dateReported: null,
  dateClosed: null,
  lastPaymentDate: null,
  firstDelinquencyDate: null,
  paymentPattern: null,
  late30Count: null,
  late60Count: null,
  late90Count: null,
  isCollection: false,
  isChargeOff: false,
  isDerogatory: false,
  remarks: [],
};

describe('summariseViews', () => {
  it('takes the largest amount, the earliest delinquency and the latest report', () => {
    const summary = summariseViews([
      {
        ...base,
        balanceCents: 1000,
        firstDelinquencyDate: '2021-03-01',
        dateReported: '2026-10-01',
        accountStatus: 'closed',
      },
      {
        ...base,
        bureau: 'equifax',
        balanceCents: 2500,
        firstDelinquencyDate: '2020-12-01',
        dateReported: '2026-11-01',
      },
      { ...base, bureau: 'transunion', balanceCents: null, accountStatus: 'open' },
    ]);
    expect(summary).toMatchObject({
      amountCents: 2500,
      firstDelinquencyDate: '2020-12-01',
      dateReported: '2026-11-01',
      status: 'open',
    });
  });
});

describe('account numbers', () => {
  it('keep the last four characters only, bureau masking left out', () => {
    expect(lastFourOf('4111111111111234')).toBe('1234');
    expect(lastFourOf('4123XXXXXXXX5678')).toBe('5678');
    expect(lastFourOf('66666666XXXX')).toBe('6666');
    expect(lastFourOf('')).toBeNull();
    expect(maskAccountNumber('1234')).toBe('••••1234');
    expect(maskAccountNumber(null)).toBeNull();
  });
});
