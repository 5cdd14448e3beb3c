import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDeadline,
  formatInstant,
  formatInstantDay,
  formatMoney,
  formatPercent,
  formatRelative,
  formatShortDay,
} from './format.ts';

describe('format', () => {
  it('writes money as USD and days as MM/DD/YYYY', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(null)).toBe('—');
    expect(formatDay('2026-03-05')).toBe('03/05/2026');
  });

  it('says how long ago in the member’s language', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelative('2026-11-20T12:00:00Z', now, 'en')).toBe('2 days ago');
    expect(formatRelative('2026-11-19T12:00:00Z', now, 'es')).toBe('hace 3 días');
    expect(formatRelative('2026-11-22T11:59:50Z', now, 'en')).toBe('this minute');
  });

  it('writes an instant as a day, or a day and time, in the reader’s zone', () => {
    // The test process runs in UTC (vitest config), so the figures are fixed.
    expect(formatInstantDay('2026-11-26T10:00:00.000Z')).toBe('11/26/2026');
    expect(formatInstant('2026-11-26T10:00:00.000Z')).toBe('11/26/2026, 10:00 AM');
    expect(formatDeadline('2026-11-26T10:00:00.000Z')).toBe('11/26/2026, 10:00 AM UTC');
    expect(formatInstantDay(null)).toBe('—');
  });

  it('writes a rate to one decimal with a percent sign, and a day short for an axis', () => {
    expect(formatPercent(66.6667)).toBe('66.7%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent(null)).toBe('—');
    expect(formatShortDay('2026-03-05')).toBe('03/05');
  });
});
