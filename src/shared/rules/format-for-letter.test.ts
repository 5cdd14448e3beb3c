import { describe, expect, it } from 'vitest';
import { formatBureaus, formatDate, formatList, formatMoney } from './format-for-letter.ts';

describe('formatting for the consumer', () => {
  it('writes cents as US dollars with thousands separators', () => {
    expect(formatMoney(123_456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100_000_000)).toBe('$1,000,000.00');
    expect(formatMoney(99_999)).toBe('$999.99');
    expect(formatMoney(-123_456)).toBe('-$1,234.56');
  });

  it('writes ISO dates as MM/DD/YYYY whatever the time zone', () => {
    expect(formatDate('2016-03-01')).toBe('03/01/2016');
    expect(formatDate('2023-12-31')).toBe('12/31/2023');
  });

  it('names bureaus and joins them as each language does', () => {
    expect(formatBureaus(['experian'], 'en')).toBe('Experian');
    expect(formatBureaus(['experian', 'transunion'], 'en')).toBe('Experian and TransUnion');
    expect(formatBureaus(['experian', 'equifax', 'transunion'], 'en')).toBe('Experian, Equifax, and TransUnion');
    expect(formatBureaus(['experian', 'equifax', 'transunion'], 'es')).toBe('Experian, Equifax y TransUnion');
    expect(formatList(['a', 'b'], 'es')).toBe('a y b');
    expect(formatList(['a'], 'es')).toBe('a');
  });
});
