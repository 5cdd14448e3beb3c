import { describe, expect, it } from 'vitest';
import { cancellationDeadline, closingZoneOf, isBusinessDay } from './cancellation-deadline.ts';
import { usFederalHolidays } from './us-federal-holidays.ts';
import { startOfZonedDay, zonedDayOf } from './zoned-day.ts';

describe('usFederalHolidays', () => {
  it('lists the eleven holidays of 2026 as observed', () => {
    expect(usFederalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('moves a Sunday holiday to Monday and adds the Friday before a Saturday New Year', () => {
    expect(usFederalHolidays(2028)).toContain('2028-12-25'); // a Monday
    expect(usFederalHolidays(2027)).toContain('2027-12-24'); // Christmas 2027 is a Saturday
    expect(usFederalHolidays(2027)).toContain('2027-12-31'); // so is New Year's Day 2028
    expect(usFederalHolidays(2023)).toContain('2023-01-02'); // New Year's Day 2023 was a Sunday
  });
});

describe('isBusinessDay', () => {
  it('refuses weekends and holidays', () => {
    expect(isBusinessDay('2026-11-23')).toBe(true); // Monday
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
  });
});

describe('cancellationDeadline', () => {
  const at = (iso: string) => new Date(iso);

  it('counts three business days that begin after the signing day, then ends at midnight in Hawaii', () => {
    // Signed on a Monday afternoon: Tuesday, Wednesday and Thursday count; it ends as Friday begins in Honolulu.
    expect(cancellationDeadline(at('2026-11-02T18:00:00Z')).toISOString()).toBe('2026-11-06T10:00:00.000Z');
  });

  it('never ends before midnight of the third business day wherever the member is', () => {
    // Signed Monday 10 am in Los Angeles: by the member's own calendar the window runs to Thursday midnight there.
    const deadline = cancellationDeadline(at('2026-11-16T18:00:00Z'));
    expect(deadline.getTime()).toBeGreaterThanOrEqual(startOfZonedDay('2026-11-20', 'America/Los_Angeles').getTime());
    expect(deadline.getTime()).toBeGreaterThanOrEqual(startOfZonedDay('2026-11-20', 'America/Anchorage').getTime());
  });

  it('reads the window on their own clock for a member in Guam, the Northern Marianas or American Samoa', () => {
    // Signed Tuesday 9 am in Guam, still Monday on the East Coast: Wednesday, Thursday and Friday count there.
    const guam = cancellationDeadline(at('2026-11-16T23:00:00Z'), 'GU');
    expect(guam.getTime()).toBeGreaterThanOrEqual(startOfZonedDay('2026-11-21', 'Pacific/Guam').getTime());
    expect(cancellationDeadline(at('2026-11-16T23:00:00Z')).getTime()).toBeLessThan(guam.getTime());
    expect(cancellationDeadline(at('2026-11-16T23:00:00Z'), 'MP')).toEqual(guam);
    // Signed Monday in Pago Pago: Tuesday to Thursday count, to midnight there, an hour after Hawaii's.
    const samoa = cancellationDeadline(at('2026-11-16T20:00:00Z'), 'AS');
    expect(samoa.toISOString()).toBe('2026-11-20T11:00:00.000Z');
    expect(closingZoneOf(samoa)).toBe('Pacific/Pago_Pago');
    expect(closingZoneOf(cancellationDeadline(at('2026-11-16T20:00:00Z'), 'PR'))).toBe('Pacific/Honolulu');
  });

  it('skips the weekend and Thanksgiving', () => {
    // Signed Sunday Nov 22: Monday 23, Tuesday 24, Wednesday 25 count; ends as Thursday 26 begins.
    expect(cancellationDeadline(at('2026-11-22T15:00:00Z')).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    // Signed Tuesday Nov 24: Wednesday 25, (Thanksgiving), Friday 27, (weekend), Monday 30.
    expect(cancellationDeadline(at('2026-11-24T15:00:00Z')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('takes the signing day on the Eastern calendar, so a late-evening signature in the West gains a day', () => {
    // 10 pm Monday in Los Angeles is already Tuesday in New York.
    const deadline = cancellationDeadline(at('2026-11-03T06:00:00Z'));
    expect(zonedDayOf(deadline, 'Pacific/Honolulu')).toBe('2026-11-07');
  });

  it('reads the signing day across daylight saving time', () => {
    // Signed Sunday March 8, 2026 at 03:30 EDT (07:30Z), just after the clocks went forward: Monday, Tuesday
    // and Wednesday count; it ends as Thursday March 12 begins in Honolulu (no DST there).
    expect(cancellationDeadline(at('2026-03-08T07:30:00Z')).toISOString()).toBe('2026-03-12T10:00:00.000Z');
  });
});

describe('zoned days', () => {
  it('finds the start of a day in a zone', () => {
    expect(startOfZonedDay('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfZonedDay('2026-01-01', 'America/Los_Angeles').toISOString()).toBe('2026-01-01T08:00:00.000Z');
  });
});
