import { describe, expect, it } from 'vitest';
import { summariseMetrics } from './summarise-metrics.ts';

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
    expect(summariseMetrics([], [])).toEqual({
      totalUsers: 0,
      activeSubscriptions: 0,
      pendingActivations: 0,
      monthlyRevenueCents: 0,
      totalDisputes: 0,
      disputeSuccessRate: null,
    });
  });
});
