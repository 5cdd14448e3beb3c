import { describe, expect, it } from 'vitest';
import { addMonths, billingPeriodAt } from './billing-period.ts';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the anchor day where the month has it', () => {
    const anchor = at('2026-01-31T10:00:00Z');
    expect(addMonths(anchor, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(anchor, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addMonths(anchor, 13).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(at('2027-12-29T00:00:00Z'), 2).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('billingPeriodAt', () => {
  const anchor = at('2026-11-22T15:00:00Z');

  it('opens the first month at activation', () => {
    expect(billingPeriodAt(anchor, 'monthly', anchor)).toEqual({
      index: 0,
      startsAt: anchor,
      endsAt: at('2026-12-22T15:00:00Z'),
    });
  });

  it('moves to the next period exactly at the boundary, not a moment before', () => {
    expect(billingPeriodAt(anchor, 'monthly', at('2026-12-22T14:59:59.999Z')).index).toBe(0);
    const second = billingPeriodAt(anchor, 'monthly', at('2026-12-22T15:00:00Z'));
    expect(second).toEqual({ index: 1, startsAt: at('2026-12-22T15:00:00Z'), endsAt: at('2027-01-22T15:00:00Z') });
  });

  it('finds a period many months on, and the short-month edge', () => {
    expect(billingPeriodAt(anchor, 'monthly', at('2027-11-23T00:00:00Z')).index).toBe(12);
    const endOfMonth = at('2026-01-31T00:00:00Z');
    expect(billingPeriodAt(endOfMonth, 'monthly', at('2026-03-01T00:00:00Z')).startsAt.toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });

  it('gives the one-time plan one period that never ends', () => {
    expect(billingPeriodAt(anchor, 'one_time', at('2030-01-01T00:00:00Z'))).toEqual({
      index: 0,
      startsAt: anchor,
      endsAt: null,
    });
  });
});
