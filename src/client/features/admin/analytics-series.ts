import { DISPUTE_STATUSES, type DisputeStatus } from '#shared/constants/disputes.ts';
import { PAYMENT_TYPES, type PaymentType } from '#shared/constants/plans.ts';
import type { Analytics } from '#shared/schemas/admin.ts';

export type DisputeStatusRow = { weekStart: string } & Record<DisputeStatus, number>;

/**
 * The stacked bars' rows (every status present, zeros filled in) and the statuses that occur at all, so the
 * legend names only what the chart shows.
 */
export function disputeStatusSeries(weeks: Analytics['disputesByStatus']): {
  rows: DisputeStatusRow[];
  statuses: DisputeStatus[];
} {
  const rows = weeks.map(({ weekStart, counts }) => {
    const row = { weekStart } as DisputeStatusRow;
    for (const status of DISPUTE_STATUSES) row[status] = counts[status] ?? 0;
    return row;
  });
  const statuses = DISPUTE_STATUSES.filter((status) => rows.some((row) => row[status] > 0));
  return { rows, statuses };
}

/** One bar per plan, in the plans' order, with zero for a plan that earned nothing. */
export function revenueSeries(plans: Analytics['revenueByPlan']): { paymentType: PaymentType; revenueCents: number }[] {
  return PAYMENT_TYPES.map((paymentType) => ({
    paymentType,
    revenueCents: plans.find((plan) => plan.paymentType === paymentType)?.revenueCents ?? 0,
  }));
}

/** The empty states of the charts drawn straight from the payload: nothing happened in the whole range. */
export function isAnalyticsEmpty(data: Analytics) {
  return {
    signups: data.signupsPerWeek.every((week) => week.count === 0),
    revenue: data.revenueByPlan.every((plan) => plan.revenueCents === 0),
    successRate: data.successRateTrend.every((week) => week.rate === null),
  };
}
