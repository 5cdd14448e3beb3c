import { describe, expect, it } from 'vitest';
import { aView } from '#shared/rules/test-tradeline.ts';
import { lastFourOf, maskAccountNumber, summariseViews } from './summarise-views.ts';

describe('summariseViews', () => {
  it('takes the largest amount, the earliest delinquency and the latest report', () => {
    const summary = summariseViews([
      aView({
        balanceCents: 1000,
        firstDelinquencyDate: '2021-03-01',
        dateReported: '2026-10-01',
        accountStatus: 'closed',
      }),
      aView({ bureau: 'equifax', balanceCents: 2500, firstDelinquencyDate: '2020-12-01', dateReported: '2026-11-01' }),
      aView({ bureau: 'transunion', balanceCents: null, accountStatus: 'open' }),
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
