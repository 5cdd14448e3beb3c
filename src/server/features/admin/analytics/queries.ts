import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { payments, subscriptions } from '#server/db/schema/billing.ts';
import { disputeBureaus, disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import { bureauStanding } from '#server/features/credit/index.ts';
import type { DisputeStatus } from '#shared/constants/disputes.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { countedPayment } from '../subscriptions/queries.ts';

export interface Range {
  from: Date;
  before: Date;
}

/** A timestamp column, or one a subquery names. */
type Instant = PgColumn | SQL.Aliased<Date>;

/** The Monday (UTC) of the row's week, as the pure `weekStartOf` computes it. */
const weekOf = (column: Instant): SQL<string> =>
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

/**
 * Each sent dispute as its bureaus' latest answers leave it (credit's bureauStanding: the latest by its day, on one
 * day a later letter's, and a deletion a later report undid is none): ended once every bureau has answered, won
 * when one of them deleted or corrected the item, and when its last answer came.
 */
const disputeEnds = (db: Executor) =>
  db
    .select({
      disputeId: disputeBureaus.disputeId,
      ended: sql<boolean>`bool_and(${bureauStanding.outcome} is not null)`.as('ended'),
      won: sql<boolean>`bool_or(${bureauStanding.outcome} = 'updated' or ${bureauStanding.deleted})`.as('won'),
      endedAt: sql<Date>`max(${bureauStanding.answeredAt})`.as('ended_at'),
    })
    .from(disputeBureaus)
    .groupBy(disputeBureaus.disputeId)
    .as('ends');

const wonAndLost = (ends: ReturnType<typeof disputeEnds>) => ({
  won: sql<number>`count(*) filter (where ${ends.ended} and ${ends.won})`.mapWith(Number),
  lost: sql<number>`count(*) filter (where ${ends.ended} and not ${ends.won})`.mapWith(Number),
});

/** Of the disputes whose bureaus have all answered, how many were won and how many lost. */
export async function countDisputeEnds(db: Executor): Promise<DisputeEnds> {
  const ends = disputeEnds(db);
  const [row] = await db.select(wonAndLost(ends)).from(ends);
  return row ?? { won: 0, lost: 0 };
}

/** The same, by the week of each dispute's last answer. */
export function countDisputeEndsByWeek(db: Executor, range: Range) {
  const ends = disputeEnds(db);
  const weekStart = weekOf(ends.endedAt);
  return db
    .select({ weekStart, ...wonAndLost(ends) })
    .from(ends)
    .where(and(gte(ends.endedAt, range.from), lt(ends.endedAt, range.before)))
    .groupBy(weekStart);
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

export interface DisputeEnds {
  won: number;
  lost: number;
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
