import { describe, expect, it } from 'vitest';
import { pageCount } from './page-count.ts';

describe('pageCount', () => {
  it('rounds up and never says zero', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('counts a page more than a capped total fills, so the next page is always reachable', () => {
    expect(pageCount(1000, 25, true)).toBe(41);
    expect(pageCount(1000, 30, true)).toBe(34);
    expect(pageCount(1025, 25, true)).toBe(42);
  });
});
