import { describe, expect, it } from 'vitest';
import { daysUntil, deadlineOf, isLate, isOverdue, isUspsTrackingNumber, todayBounds } from './bureau-clock.ts';

describe('the FCRA clock of one bureau', () => {
  it('runs from delivery, or from mailing plus five days, and not at all before mailing', () => {
    expect(deadlineOf({ mailedOn: null, deliveredOn: null, extended: false })).toBeNull();
    expect(deadlineOf({ mailedOn: '2026-11-02', deliveredOn: null, extended: false })).toEqual({
      startsOn: '2026-11-07',
      basis: 'mailed',
      dueOn: '2026-12-07',
    });
    expect(deadlineOf({ mailedOn: '2026-11-02', deliveredOn: '2026-11-04', extended: false })).toEqual({
      startsOn: '2026-11-04',
      basis: 'delivered',
      dueOn: '2026-12-04',
    });
    expect(deadlineOf({ mailedOn: '2026-11-02', deliveredOn: '2026-11-04', extended: true })?.dueOn).toBe('2026-12-19');
  });

  it('calls a bureau late only once the due day is over everywhere in the US', () => {
    // 12/07 ends last in American Samoa (UTC−11), at 11:00 UTC on 12/08.
    expect(isLate('2026-12-07', false, new Date('2026-12-08T10:59:00Z'))).toBe(false);
    expect(isLate('2026-12-07', false, new Date('2026-12-08T11:00:00Z'))).toBe(true);
    expect(isLate('2026-12-07', true, new Date('2026-12-20T12:00:00Z'))).toBe(false);
    expect(isLate(null, false, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('counts whole days left and accepts today wherever the member is', () => {
    const now = new Date('2026-11-30T15:00:00Z');
    expect(daysUntil('2026-12-07', now)).toBe(7);
    expect(daysUntil('2026-11-01', now)).toBe(0);
    expect(daysUntil(null, now)).toBeNull();
    expect(todayBounds(new Date('2026-11-30T15:00:00Z'))).toEqual({ earliest: '2026-11-30', latest: '2026-12-01' });
    expect(todayBounds(new Date('2026-11-30T13:00:00Z'))).toEqual({ earliest: '2026-11-30', latest: '2026-11-30' });
  });
});

describe('USPS tracking numbers', () => {
  it('accepts 20/22/26 digits with a valid mod-10 check digit, spaced as on the receipt', () => {
    expect(isUspsTrackingNumber('9400 1000 0000 0000 0000 06')).toBe(true);
    expect(isUspsTrackingNumber('9400100000000000000006')).toBe(true);
    expect(isUspsTrackingNumber('9205500000000000000001')).toBe(true);
    expect(isUspsTrackingNumber('9400100000000000000001')).toBe(false);
    expect(isUspsTrackingNumber('12345')).toBe(false);
    expect(isUspsTrackingNumber('9400-1000-0000-0000-0000-06')).toBe(false);
  });

  it('accepts an international S10 number with its check digit', () => {
    expect(isUspsTrackingNumber('EA123456785US')).toBe(true);
    expect(isUspsTrackingNumber('EA123456784US')).toBe(false);
  });
});

describe('isOverdue', () => {
  const row = (outcome: null | 'deleted', responseDueOn: string | null = '2026-12-02') => ({ responseDueOn, outcome });
  it('turns overdue once the due day is over everywhere, never before mailing or after an answer', () => {
    expect(isOverdue(row(null), new Date('2026-12-03T10:59:00Z'))).toBe(false);
    expect(isOverdue(row(null), new Date('2026-12-03T11:00:00Z'))).toBe(true);
    expect(isOverdue(row(null, null), new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isOverdue(row('deleted'), new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});
