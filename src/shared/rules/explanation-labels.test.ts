import { describe, expect, it } from 'vitest';
import { agree, capitalize, describeItem } from './explanation-labels.ts';
import { aTradeline } from './test-tradeline.ts';

describe('explanation labels', () => {
  it('names an account after its creditor, and a collection as such', () => {
    expect(describeItem(aTradeline({ creditorName: 'CAPITAL ONE ' }), 'charge_off')).toEqual({
      en: 'your CAPITAL ONE account',
      es: 'su cuenta con CAPITAL ONE',
    });
    expect(describeItem(aTradeline({ creditorName: 'MIDLAND' }), 'collection')).toEqual({
      en: 'your collection account with MIDLAND',
      es: 'su cuenta de cobranza con MIDLAND',
    });
  });

  it('names a public record after what it records', () => {
    const record = aTradeline({ kind: 'public_record', creditorName: 'US BKPT CT' });
    expect(describeItem(record, 'bankruptcy')).toEqual({
      en: 'your bankruptcy record from US BKPT CT',
      es: 'su registro de bancarrota de US BKPT CT',
    });
    expect(describeItem(record, 'other')).toEqual({
      en: 'your public record from US BKPT CT',
      es: 'su registro público de US BKPT CT',
    });
  });

  it('capitalises and agrees with the number of bureaus', () => {
    expect(capitalize('su cuenta')).toBe('Su cuenta');
    expect(agree(['experian'], 'reports', 'report')).toBe('reports');
    expect(agree(['experian', 'equifax'], 'reports', 'report')).toBe('report');
  });
});
