import type { AppDeps } from '#server/app-deps.ts';
import type { Executor } from '#server/db/client.ts';
import { DISPUTE_STATUSES, type DisputeStatus } from '#shared/constants/disputes.ts';
import { PAYMENT_TYPES, PLANS } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { DAY_MS } from '#shared/constants/time.ts';
import type { AdminMetrics, Analytics } from '#shared/schemas/admin.ts';
import {
  countDisputeEnds,
  countDisputeEndsByWeek,
  countDisputesByStatus,
  countDisputesByWeekAndStatus,
  countSignupsByWeek,
  countUsersByPlan,
  type DisputeEnds,
  type DisputeGroup,
  sumRevenueByPlan,
  type UserGroup,
} from './queries.ts';

/** Of the disputes that ended, the share won, as a percentage to one decimal; null before any ended. */
export function successRate(won: number, lost: number): number | null {
  const ended = won + lost;
  if (ended === 0) return null;
  return Math.round((won / ended) * 1000) / 10;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The overview's figures from the accounts counted by status and plan, the disputes counted by status, and the
 * disputes whose bureaus have all answered, won or lost by their latest answers (a later letter's included).
 */
export function summariseMetrics(
  userGroups: readonly UserGroup[],
  disputeGroups: readonly DisputeGroup[],
  ends: DisputeEnds,
): AdminMetrics {
  const usersIn = (status: SubscriptionStatus) => userGroups.filter((group) => group.status === status);
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
    disputeSuccessRate: successRate(ends.won, ends.lost),
  };
}

export async function getAdminMetrics(db: Executor): Promise<AdminMetrics> {
  const [userGroups, disputeGroups, ends] = await Promise.all([
    countUsersByPlan(db),
    countDisputesByStatus(db),
    countDisputeEnds(db),
  ]);
  return summariseMetrics(userGroups, disputeGroups, ends);
}

const WEEK_MS = 7 * DAY_MS;
const day = (instant: Date) => instant.toISOString().slice(0, 10);

/** The Monday (UTC) of the week an instant falls in, as a day: what PostgreSQL's date_trunc('week') gives. */
export function weekStartOf(instant: Date): string {
  const midnight = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  const sinceMonday = (instant.getUTCDay() + 6) % 7;
  return day(new Date(midnight - sinceMonday * DAY_MS));
}

/** The last `count` weeks, ending with the one `now` is in, oldest first; and the instants that bound them. */
export function recentWeeks(now: Date, count: number): { weekStarts: string[]; from: Date; before: Date } {
  const current = new Date(`${weekStartOf(now)}T00:00:00Z`).getTime();
  const from = current - (count - 1) * WEEK_MS;
  const weekStarts = Array.from({ length: count }, (_, index) => day(new Date(from + index * WEEK_MS)));
  return { weekStarts, from: new Date(from), before: new Date(current + WEEK_MS) };
}

/** The rows of each week, every week present and in order: a week no row speaks of has none. */
export function groupByWeek<Row extends { weekStart: string }>(
  weekStarts: readonly string[],
  rows: readonly Row[],
): { weekStart: string; rows: Row[] }[] {
  return weekStarts.map((weekStart) => ({ weekStart, rows: rows.filter((row) => row.weekStart === weekStart) }));
}

const total = (rows: readonly { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

/** The charts of the last `weeks` weeks up to the current one (by the injected clock), every week present. */
export async function getAnalytics(deps: Pick<AppDeps, 'db' | 'clock'>, weeks: number): Promise<Analytics> {
  const { weekStarts, ...range } = recentWeeks(deps.clock.now(), weeks);
  const [signups, created, ended, revenue] = await Promise.all([
    countSignupsByWeek(deps.db, range),
    countDisputesByWeekAndStatus(deps.db, range),
    countDisputeEndsByWeek(deps.db, range),
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
      const won = sum(week.rows.map((row) => row.won));
      const lost = sum(week.rows.map((row) => row.lost));
      return { weekStart: week.weekStart, rate: successRate(won, lost), ended: won + lost };
    }),
  };
}
