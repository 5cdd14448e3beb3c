import { describe, expect, it } from 'vitest';
import { addDays, addYears, earliestDate, firstOfMonthOffset, latestDate } from './iso-date.ts';

describe('ISO date arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2016-12-01', 180)).toBe('2017-05-30');
    expect(addDays('2020-02-28', 1)).toBe('2020-02-29');
    expect(addDays('2020-03-01', -1)).toBe('2020-02-29');
  });

  it('adds years, taking 29 February to 1 March in a common year', () => {
    expect(addYears('2016-05-30', 7)).toBe('2023-05-30');
    expect(addYears('2016-02-29', 7)).toBe('2023-03-01');
    expect(addYears('2016-02-29', 4)).toBe('2020-02-29');
  });

  it('finds the first of an earlier or later month', () => {
    expect(firstOfMonthOffset('2024-03-15', 0)).toBe('2024-03-01');
    expect(firstOfMonthOffset('2024-03-15', -3)).toBe('2023-12-01');
    expect(firstOfMonthOffset('2024-11-30', 2)).toBe('2025-01-01');
  });

  it('picks the earliest date and ignores missing ones', () => {
    expect(earliestDate(['2020-05-01', null, '2019-12-31', '2021-01-01'])).toBe('2019-12-31');
    expect(earliestDate([null, null])).toBeNull();
    expect(earliestDate([])).toBeNull();
  });

  it('picks the latest date and ignores missing ones', () => {
    expect(latestDate(['2020-05-01', null, '2019-12-31', '2021-01-01'])).toBe('2021-01-01');
    expect(latestDate([null])).toBeNull();
  });

  it('refuses a date that is not ISO', () => {
    expect(() => addDays('05/01/2020', 1)).toThrow(RangeError);
  });
});
