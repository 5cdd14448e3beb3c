import { describe, expect, it } from 'vitest';
import { dayBounds, isDayAllowed, localDay } from './local-day.ts';

describe('local days', () => {
  it('allows a day from the first day to today', () => {
    // Tests run in UTC (vitest config), so local days are UTC days.
    const now = new Date('2026-03-20T15:00:00Z');
    expect(localDay(now)).toBe('2026-03-20');
    const bounds = dayBounds('2026-03-02', now);
    expect(bounds).toEqual({ min: '2026-03-02', max: '2026-03-20' });
    expect(isDayAllowed('2026-03-02', bounds)).toBe(true);
    expect(isDayAllowed('2026-03-20', bounds)).toBe(true);
    expect(isDayAllowed('2026-03-01', bounds)).toBe(false);
    expect(isDayAllowed('2026-03-21', bounds)).toBe(false);
    expect(isDayAllowed('', bounds)).toBe(false);
    expect(dayBounds('2026-03-21', now)).toEqual({ min: '2026-03-20', max: '2026-03-20' });
  });
});
