import { describe, expect, it } from 'vitest';
import { normalizeCreditorName } from './normalize-creditor-name.ts';

describe('normalizeCreditorName', () => {
  it('matches the spellings bureaus and collectors use for one creditor', () => {
    const expected = normalizeCreditorName('CAPITAL ONE');
    for (const spelling of ['Capital One Bank (USA), N.A.', 'CAPITAL ONE NA', 'capital one, inc.', 'CAPITALONE BANK']) {
      expect(normalizeCreditorName(spelling)).toBe(expected);
    }
    expect(normalizeCreditorName('Citibank, National Association')).toBe(normalizeCreditorName('CITIBANK NA'));
    expect(normalizeCreditorName("Macy's")).toBe(normalizeCreditorName('MACYS'));
  });

  it('keeps different creditors apart', () => {
    expect(normalizeCreditorName('Capital One')).not.toBe(normalizeCreditorName('Capital Bank'));
    expect(normalizeCreditorName('Bank of America')).not.toBe(normalizeCreditorName('America First Credit Union'));
  });

  it('keeps a name made only of legal-form words', () => {
    expect(normalizeCreditorName('The Bank, Inc.')).toBe('THEBANKINC');
    expect(normalizeCreditorName('The Bank, Inc.')).not.toBe(normalizeCreditorName('Other Bank'));
  });
});
