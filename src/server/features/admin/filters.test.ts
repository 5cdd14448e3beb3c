import { describe, expect, it } from 'vitest';
import { dayRange, likePattern } from './filters.ts';

describe('dayRange', () => {
  it('runs from the first midnight to the midnight after the last day, in UTC', () => {
    expect(dayRange('2026-11-01', '2026-11-30')).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      before: new Date('2026-12-01T00:00:00Z'),
    });
    expect(dayRange('2026-11-05', '2026-11-05')).toEqual({
      from: new Date('2026-11-05T00:00:00Z'),
      before: new Date('2026-11-06T00:00:00Z'),
    });
  });

  it('leaves out a bound not given', () => {
    expect(dayRange(undefined, undefined)).toEqual({});
    expect(dayRange('2026-02-28', undefined)).toEqual({ from: new Date('2026-02-28T00:00:00Z') });
    expect(dayRange(undefined, '2026-12-31')).toEqual({ before: new Date('2027-01-01T00:00:00Z') });
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => dayRange('2026-11-02', '2026-11-01')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', statusCode: 400 }),
    );
  });
});

describe('likePattern', () => {
  it('finds the text anywhere', () => {
    expect(likePattern('lopez')).toBe('%lopez%');
    expect(likePattern('lop')).toBe('%lop%');
  });

  it('finds one or two characters at the start only', () => {
    expect(likePattern('lo')).toBe('lo%');
    expect(likePattern('l')).toBe('l%');
    expect(likePattern('%')).toBe('\\%%');
  });

  it('matches the wildcards and the escape character literally', () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
