import { describe, expect, it } from 'vitest';
import { groupByWeek, recentWeeks, successRate, summariseMetrics, weekStartOf } from './service.ts';

describe('summariseMetrics', () => {
  it('counts accounts, active plans’ prices and disputes, leaving withdrawn drafts out', () => {
    const metrics = summariseMetrics(
      [
        { status: 'incomplete', tier: null, count: 4 },
        { status: 'pending_verification', tier: 'monthly', count: 2 },
        { status: 'active', tier: 'monthly', count: 3 },
        { status: 'active', tier: 'premium', count: 1 },
        { status: 'active', tier: 'per_dispute', count: 2 },
        { status: 'inactive', tier: 'premium', count: 5 },
      ],
      [
        { status: 'draft', count: 3 },
        { status: 'withdrawn', count: 6 },
        { status: 'sent', count: 1 },
        { status: 'resolved', count: 2 },
        { status: 'rejected', count: 1 },
      ],
      { won: 2, lost: 1 },
    );
    expect(metrics).toEqual({
      totalUsers: 17,
      activeSubscriptions: 6,
      pendingActivations: 2,
      // The two one-time members paid once: not monthly revenue.
      monthlyRevenueCents: 3 * 12_000 + 29_900,
      totalDisputes: 7,
      disputeSuccessRate: 66.7,
    });
  });

  it('answers zeros and no rate on an empty database', () => {
    expect(summariseMetrics([], [], { won: 0, lost: 0 })).toEqual({
      totalUsers: 0,
      activeSubscriptions: 0,
      pendingActivations: 0,
      monthlyRevenueCents: 0,
      totalDisputes: 0,
      disputeSuccessRate: null,
    });
  });
});

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

describe('weekStartOf', () => {
  it('answers the Monday of the week, in UTC', () => {
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(weekStartOf(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-29T23:59:59.999Z'))).toBe('2026-11-23'); // the Sunday after
    expect(weekStartOf(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16');
  });

  it('crosses months and years', () => {
    expect(weekStartOf(new Date('2027-01-01T09:00:00Z'))).toBe('2026-12-28');
    expect(weekStartOf(new Date('2026-03-01T09:00:00Z'))).toBe('2026-02-23');
  });
});

describe('recentWeeks', () => {
  it('ends with the current week, oldest first, bounded by Mondays at midnight', () => {
    expect(recentWeeks(new Date('2026-11-25T15:00:00Z'), 3)).toEqual({
      weekStarts: ['2026-11-09', '2026-11-16', '2026-11-23'],
      from: new Date('2026-11-09T00:00:00Z'),
      before: new Date('2026-11-30T00:00:00Z'),
    });
  });

  it('answers the current week alone for one week', () => {
    expect(recentWeeks(new Date('2026-11-23T00:00:00Z'), 1).weekStarts).toEqual(['2026-11-23']);
  });

  it('keeps seven days a week across the change to winter time', () => {
    const { weekStarts } = recentWeeks(new Date('2026-11-04T12:00:00Z'), 3);
    expect(weekStarts).toEqual(['2026-10-19', '2026-10-26', '2026-11-02']);
  });
});

describe('groupByWeek', () => {
  it('gives every week its rows, and an empty list to a week without any', () => {
    const rows = [
      { weekStart: '2026-11-23', n: 2 },
      { weekStart: '2026-11-09', n: 1 },
      { weekStart: '2026-11-23', n: 3 },
      { weekStart: '2025-01-06', n: 9 },
    ];
    expect(groupByWeek(['2026-11-09', '2026-11-16', '2026-11-23'], rows)).toEqual([
      { weekStart: '2026-11-09', rows: [{ weekStart: '2026-11-09', n: 1 }] },
      { weekStart: '2026-11-16', rows: [] },
      {
        weekStart: '2026-11-23',
        rows: [
          { weekStart: '2026-11-23', n: 2 },
          { weekStart: '2026-11-23', n: 3 },
        ],
      },
    ]);
  });
});
