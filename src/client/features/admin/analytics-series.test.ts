import { describe, expect, it } from 'vitest';
import type { Analytics } from '#shared/schemas/admin.ts';
import { disputeStatusSeries, isAnalyticsEmpty, revenueSeries } from './analytics-series.ts';

const data: Analytics = {
  signupsPerWeek: [
    { weekStart: '2026-03-02', count: 0 },
    { weekStart: '2026-03-09', count: 4 },
  ],
  disputesByStatus: [
    { weekStart: '2026-03-02', counts: { sent: 2 } as Analytics['disputesByStatus'][number]['counts'] },
    { weekStart: '2026-03-09', counts: { sent: 1, resolved: 3 } as Analytics['disputesByStatus'][number]['counts'] },
  ],
  revenueByPlan: [{ paymentType: 'premium', revenueCents: 29_900 }],
  successRateTrend: [
    { weekStart: '2026-03-02', rate: null, ended: 0 },
    { weekStart: '2026-03-09', rate: 75, ended: 4 },
  ],
};

describe('analytics series', () => {
  it('fills every status of every week and names only the statuses that occur', () => {
    const { rows, statuses } = disputeStatusSeries(data.disputesByStatus);
    expect(statuses).toEqual(['sent', 'resolved']);
    expect(rows[0]).toMatchObject({ weekStart: '2026-03-02', sent: 2, resolved: 0, draft: 0, withdrawn: 0 });
    expect(rows[1]).toMatchObject({ sent: 1, resolved: 3 });
  });

  it('gives every plan a bar, in the plans’ order', () => {
    expect(revenueSeries(data.revenueByPlan)).toEqual([
      { paymentType: 'per_dispute', revenueCents: 0 },
      { paymentType: 'monthly', revenueCents: 0 },
      { paymentType: 'premium', revenueCents: 29_900 },
    ]);
  });

  it('says which charts have nothing to show', () => {
    expect(disputeStatusSeries([{ weekStart: '2026-03-02', counts: {} as never }]).statuses).toEqual([]);
    expect(isAnalyticsEmpty(data)).toEqual({ signups: false, revenue: false, successRate: false });
    const quiet: Analytics = {
      signupsPerWeek: [{ weekStart: '2026-03-02', count: 0 }],
      disputesByStatus: [],
      revenueByPlan: [],
      successRateTrend: [{ weekStart: '2026-03-02', rate: null, ended: 0 }],
    };
    expect(isAnalyticsEmpty(quiet)).toEqual({ signups: true, revenue: true, successRate: true });
  });
});
