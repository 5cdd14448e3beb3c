import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { payments, subscriptions } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import type { DisputeStatus } from '#shared/constants/disputes.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { countedPayment } from '../subscriptions/queries.ts';

export interface Range {
  from: Date;
  before: Date;
}

/** The Monday (UTC) of the row's week, as the pure `weekStartOf` computes it. */
const weekOf = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
const within = (column: PgColumn, range: Range) => and(gte(column, range.from), lt(column, range.before));

export function countSignupsByWeek(db: Executor, range: Range) {
  const weekStart = weekOf(users.createdAt);
  return db.select({ weekStart, count: count() }).from(users).where(within(users.createdAt, range)).groupBy(weekStart);
}

/** Disputes by the week they were created and the status they have now. */
export function countDisputesByWeekAndStatus(db: Executor, range: Range) {
  const weekStart = weekOf(disputes.createdAt);
  return db
    .select({ weekStart, status: disputes.status, count: count() })
    .from(disputes)
    .where(within(disputes.createdAt, range))
    .groupBy(weekStart, disputes.status);
}

/** Disputes by the week they ended, resolved or rejected. */
export function countEndedDisputesByWeek(db: Executor, range: Range) {
  const weekStart = weekOf(disputes.resolvedAt);
  return db
    .select({ weekStart, status: disputes.status, count: count() })
    .from(disputes)
    .where(and(within(disputes.resolvedAt, range), inArray(disputes.status, ['resolved', 'rejected'])))
    .groupBy(weekStart, disputes.status);
}

/** Money in less money owed back, by the plan it was paid for, over the payments made in the range. */
export function sumRevenueByPlan(db: Executor, range: Range) {
  return db
    .select({
      paymentType: subscriptions.paymentType,
      cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(and(countedPayment, within(payments.createdAt, range)))
    .groupBy(subscriptions.paymentType);
}

export interface UserGroup {
  status: SubscriptionStatus;
  tier: PaymentType | null;
  count: number;
}

export interface DisputeGroup {
  status: DisputeStatus;
  count: number;
}

/** The overview's counts: accounts by plan status and plan, disputes by status. */
export function countUsersByPlan(db: Executor): Promise<UserGroup[]> {
  return db
    .select({ status: users.subscriptionStatus, tier: users.subscriptionTier, count: count() })
    .from(users)
    .groupBy(users.subscriptionStatus, users.subscriptionTier);
}

export function countDisputesByStatus(db: Executor): Promise<DisputeGroup[]> {
  return db.select({ status: disputes.status, count: count() }).from(disputes).groupBy(disputes.status);
}
