import { describe, expect, it } from 'vitest';
import { pageCount } from './page-count.ts';

describe('pageCount', () => {
  it('rounds up and never says zero', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
