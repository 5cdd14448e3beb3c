import { describe, expect, it } from 'vitest';
import { centsFromDollars, dollarsFromCents } from './dollars.ts';

describe('centsFromDollars', () => {
  it('reads what members type, with or without the dollar sign, thousands commas and cents', () => {
    expect(centsFromDollars('1250')).toBe(125_000);
    expect(centsFromDollars('$1,250.50')).toBe(125_050);
    expect(centsFromDollars(' 1,234,567.5 ')).toBe(123_456_750);
    expect(centsFromDollars('0.29')).toBe(29);
    expect(centsFromDollars('.5')).toBe(50);
    expect(centsFromDollars('0')).toBe(0);
  });

  it('answers null for a blank field', () => {
    expect(centsFromDollars('')).toBeNull();
    expect(centsFromDollars('  $ ')).toBeNull();
  });

  it('keeps the sign, so the shared schema can say an amount cannot be negative', () => {
    expect(centsFromDollars('-40')).toBe(-4000);
  });

  it('refuses what is not an amount in dollars instead of guessing', () => {
    for (const typed of ['abc', '12,50', '1.234,56', '1.999', '1,2345', '-', '.', '1e5']) {
      expect(centsFromDollars(typed), typed).toBeNaN();
    }
  });
});

describe('dollarsFromCents', () => {
  it('shows whole dollars plainly and cents with two digits', () => {
    expect(dollarsFromCents(125_000)).toBe('1250');
    expect(dollarsFromCents(125_005)).toBe('1250.05');
    expect(dollarsFromCents(29)).toBe('0.29');
    expect(dollarsFromCents(0)).toBe('0');
  });

  it('shows nothing for an amount the report did not give', () => {
    expect(dollarsFromCents(null)).toBe('');
  });

  it('reads back what it writes', () => {
    for (const cents of [0, 7, 99, 100, 123_456_789]) expect(centsFromDollars(dollarsFromCents(cents))).toBe(cents);
  });
});
