import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { billingPeriods, subscriptionHistory, subscriptions } from '#server/db/schema/billing.ts';

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
