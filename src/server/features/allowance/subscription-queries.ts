import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { billingPeriods, subscriptionHistory, subscriptions } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillingPeriodRow = typeof billingPeriods.$inferSelect;
type NewHistoryEntry = typeof subscriptionHistory.$inferInsert;

export async function findOpenSubscription(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
    .limit(1);
  return row ?? null;
}

export async function findLatestPeriod(db: Executor, subscriptionId: string): Promise<BillingPeriodRow | null> {
  const [row] = await db
    .select()
    .from(billingPeriods)
    .where(eq(billingPeriods.subscriptionId, subscriptionId))
    .orderBy(desc(billingPeriods.index))
    .limit(1);
  return row ?? null;
}

export async function recordHistory(db: Executor, entry: NewHistoryEntry): Promise<void> {
  await db.insert(subscriptionHistory).values(entry);
}

/** Which period an instant falls in: the latest one that had begun by then (or the first, if none had). */
export async function findPeriodAt(
  db: Executor,
  subscriptionId: string,
  instant: Date,
): Promise<BillingPeriodRow | null> {
  const periods = await db
    .select()
    .from(billingPeriods)
    .where(eq(billingPeriods.subscriptionId, subscriptionId))
    .orderBy(desc(billingPeriods.index));
  return periods.find((period) => period.startsAt <= instant) ?? periods.at(-1) ?? null;
}

/** Disputes that went out under a subscription: what decides whether a one-time plan's service has begun. */
export async function countSubmittedDisputes(db: Executor, periodIds: string[]): Promise<number> {
  if (periodIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(disputes)
    .where(and(inArray(disputes.billingPeriodId, periodIds), ne(disputes.status, 'draft')));
  return row?.n ?? 0;
}
