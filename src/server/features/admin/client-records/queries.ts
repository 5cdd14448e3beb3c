import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { payments, subscriptionHistory, subscriptions } from '#server/db/schema/billing.ts';
import { creditReports } from '#server/db/schema/credit.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';
import { users } from '#server/db/schema/users.ts';
import { DASHBOARD_ACTIVE_DISPUTE_STATUSES } from '#shared/constants/disputes.ts';
import { countedPayment } from '../subscriptions/queries.ts';
import { userSortColumns } from '../users/queries.ts';

const qb = new QueryBuilder();

// The figures are lateral subqueries of the one statement, evaluated per account row: no query per client.
const disputeCounts = qb
  .select({
    total: sql<number>`count(*) filter (where ${disputes.status} <> 'withdrawn')`.mapWith(Number).as('total'),
    active: sql<number>`count(*) filter (where ${inArray(disputes.status, [...DASHBOARD_ACTIVE_DISPUTE_STATUSES])})`
      .mapWith(Number)
      .as('active'),
    resolved: sql<number>`count(*) filter (where ${disputes.status} = 'resolved')`.mapWith(Number).as('resolved'),
  })
  .from(disputes)
  .where(eq(disputes.userId, users.id))
  .as('dispute_counts');

const paymentTotal = qb
  .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number).as('cents') })
  .from(payments)
  .where(and(eq(payments.userId, users.id), countedPayment))
  .as('payment_total');

const latestReport = qb
  .select({
    experianScore: creditReports.experianScore,
    equifaxScore: creditReports.equifaxScore,
    transunionScore: creditReports.transunionScore,
  })
  .from(creditReports)
  .where(eq(creditReports.userId, users.id))
  .orderBy(desc(creditReports.pulledAt))
  .limit(1)
  .as('latest_report');

// The phone comes as the profile keeps it, sealed (or clear, from before migration 0014): toClientRecord opens it.
const clientRecordColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  onboardingCompleted: sql<boolean>`${memberProfiles.userId} is not null`,
  contactSealed: memberProfiles.contactSealed,
  plainPhone: memberProfiles.phone,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionTier: users.subscriptionTier,
  isAdmin: users.isAdmin,
  totalDisputes: disputeCounts.total,
  activeDisputes: disputeCounts.active,
  resolvedDisputes: disputeCounts.resolved,
  totalPaymentsCents: paymentTotal.cents,
  experianScore: latestReport.experianScore,
  equifaxScore: latestReport.equifaxScore,
  transunionScore: latestReport.transunionScore,
  /** The keyset position as the database wrote it (microseconds and all), so no row is skipped or repeated. */
  cursorCreatedAt: sql<string>`${users.createdAt}::text`,
};

function selectClientRecords(db: Executor, where: SQL | undefined) {
  return db
    .select(clientRecordColumns)
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .leftJoinLateral(disputeCounts, sql`true`)
    .leftJoinLateral(paymentTotal, sql`true`)
    .leftJoinLateral(latestReport, sql`true`)
    .where(where)
    .$dynamic();
}

export type ClientRecordRow = Awaited<ReturnType<typeof findClientRecordBatch>>[number];

/**
 * The users list's orders (each from an index: userSortColumns), and the dispute count, which has none: sorted by
 * it, every matching member's disputes are counted before the page is cut.
 */
const sortColumns = {
  registrationDate: userSortColumns.createdAt,
  email: userSortColumns.email,
  lastName: userSortColumns.lastName,
  totalDisputes: disputeCounts.total,
} as const;

export function findClientRecordPage(
  db: Executor,
  where: SQL | undefined,
  options: { sort: keyof typeof sortColumns; order: 'asc' | 'desc'; page: number; pageSize: number },
) {
  const direction = options.order === 'asc' ? asc : desc;
  return selectClientRecords(db, where)
    .orderBy(direction(sortColumns[options.sort]), direction(users.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
}

export interface ClientRecordCursor {
  cursorCreatedAt: string;
  id: string;
}

/** The next `limit` records after `after`, by registration then id: a keyset page, as cheap at the end as at the start. */
export function findClientRecordBatch(
  db: Executor,
  where: SQL | undefined,
  after: ClientRecordCursor | null,
  limit: number,
) {
  const afterCursor = after
    ? sql`(${users.createdAt}, ${users.id}) > (${after.cursorCreatedAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return selectClientRecords(db, and(where, afterCursor)).orderBy(asc(users.createdAt), asc(users.id)).limit(limit);
}

export async function findClientRecord(db: Executor, userId: string): Promise<ClientRecordRow | null> {
  const [row] = await selectClientRecords(db, eq(users.id, userId));
  return row ?? null;
}

export function findSubscriptionHistory(db: Executor, userId: string) {
  return db
    .select()
    .from(subscriptionHistory)
    .where(eq(subscriptionHistory.userId, userId))
    .orderBy(asc(subscriptionHistory.createdAt), asc(subscriptionHistory.id));
}

/** Newest first, as the member's own report page lists them. */
export function findReportScores(db: Executor, userId: string) {
  return db
    .select({
      id: creditReports.id,
      pulledAt: creditReports.pulledAt,
      experianScore: creditReports.experianScore,
      equifaxScore: creditReports.equifaxScore,
      transunionScore: creditReports.transunionScore,
    })
    .from(creditReports)
    .where(eq(creditReports.userId, userId))
    .orderBy(desc(creditReports.pulledAt));
}

/** Every payment row with the plan it was for: charges, renewals and refunds, in the order they arose. */
export function findPaymentTimeline(db: Executor, userId: string) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      paymentType: subscriptions.paymentType,
      date: payments.createdAt,
      amountCents: payments.amountCents,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
