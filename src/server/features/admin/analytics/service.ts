import type { AppDeps } from '#server/app-deps.ts';
import { DISPUTE_STATUSES, type DisputeStatus } from '#shared/constants/disputes.ts';
import { PAYMENT_TYPES } from '#shared/constants/plans.ts';
import type { Analytics } from '#shared/schemas/admin.ts';
import {
  countDisputesByWeekAndStatus,
  countEndedDisputesByWeek,
  countSignupsByWeek,
  sumRevenueByPlan,
} from './queries.ts';
import { successRate } from './success-rate.ts';
import { groupByWeek, recentWeeks } from './weeks.ts';

const total = (rows: readonly { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

/** The charts of the last `weeks` weeks up to the current one (by the injected clock), every week present. */
export async function getAnalytics(deps: Pick<AppDeps, 'db' | 'clock'>, weeks: number): Promise<Analytics> {
  const { weekStarts, ...range } = recentWeeks(deps.clock.now(), weeks);
  const [signups, created, ended, revenue] = await Promise.all([
    countSignupsByWeek(deps.db, range),
    countDisputesByWeekAndStatus(deps.db, range),
    countEndedDisputesByWeek(deps.db, range),
    sumRevenueByPlan(deps.db, range),
  ]);
  const countsOf = (rows: readonly { status: DisputeStatus; count: number }[]) =>
    Object.fromEntries(
      DISPUTE_STATUSES.map((status) => [status, total(rows.filter((row) => row.status === status))]),
    ) as Record<DisputeStatus, number>;
  return {
    signupsPerWeek: groupByWeek(weekStarts, signups).map((week) => ({
      weekStart: week.weekStart,
      count: total(week.rows),
    })),
    disputesByStatus: groupByWeek(weekStarts, created).map((week) => ({
      weekStart: week.weekStart,
      counts: countsOf(week.rows),
    })),
    revenueByPlan: PAYMENT_TYPES.map((paymentType) => ({
      paymentType,
      revenueCents: revenue.find((row) => row.paymentType === paymentType)?.cents ?? 0,
    })),
    successRateTrend: groupByWeek(weekStarts, ended).map((week) => {
      const { resolved, rejected } = countsOf(week.rows);
      return { weekStart: week.weekStart, rate: successRate(resolved, rejected), ended: resolved + rejected };
    }),
  };
}
