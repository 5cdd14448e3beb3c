import type { DisputeStatus } from '#shared/constants/disputes.ts';
import { type PaymentType, PLANS } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import type { AdminMetrics } from '#shared/schemas/admin.ts';
import { successRate } from './success-rate.ts';

export interface UserGroup {
  status: SubscriptionStatus;
  tier: PaymentType | null;
  count: number;
}

export interface DisputeGroup {
  status: DisputeStatus;
  count: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The overview's figures from the accounts counted by status and plan, and the disputes counted by status. */
export function summariseMetrics(
  userGroups: readonly UserGroup[],
  disputeGroups: readonly DisputeGroup[],
): AdminMetrics {
  const usersIn = (status: SubscriptionStatus) => userGroups.filter((group) => group.status === status);
  const disputesIn = (status: DisputeStatus) =>
    sum(disputeGroups.filter((group) => group.status === status).map((group) => group.count));
  return {
    totalUsers: sum(userGroups.map((group) => group.count)),
    activeSubscriptions: sum(usersIn('active').map((group) => group.count)),
    pendingActivations: sum(usersIn('pending_verification').map((group) => group.count)),
    // What comes in every month: the one-time plan is paid once, so it is not monthly revenue.
    monthlyRevenueCents: sum(
      usersIn('active').map((group) =>
        group.tier && PLANS[group.tier].billing === 'monthly' ? PLANS[group.tier].priceCents * group.count : 0,
      ),
    ),
    // A withdrawn draft was never a dispute anyone worked on.
    totalDisputes: sum(disputeGroups.filter((group) => group.status !== 'withdrawn').map((group) => group.count)),
    disputeSuccessRate: successRate(disputesIn('resolved'), disputesIn('rejected')),
  };
}
