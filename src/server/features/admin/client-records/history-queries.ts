import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { payments, subscriptionHistory, subscriptions } from '#server/db/schema/billing.ts';
import { creditReports } from '#server/db/schema/credit.ts';

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
