import { describe, expect, it } from 'vitest';
import { successRate } from './success-rate.ts';

describe('successRate', () => {
  it('is null before any dispute ended', () => {
    expect(successRate(0, 0)).toBeNull();
  });

  it('answers a percentage to one decimal', () => {
    expect(successRate(2, 1)).toBe(66.7);
    expect(successRate(1, 2)).toBe(33.3);
    expect(successRate(1, 0)).toBe(100);
    expect(successRate(0, 4)).toBe(0);
    expect(successRate(1, 7)).toBe(12.5);
  });
});
