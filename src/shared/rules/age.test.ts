import { describe, expect, it } from 'vitest';
import { ageOn } from './age.ts';

describe('ageOn', () => {
  it('counts whole years, turning over on the birthday', () => {
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('1990-02-28', '2026-01-01')).toBe(35);
  });
});
