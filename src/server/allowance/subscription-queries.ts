import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.ts';
import { billingPeriods, subscriptionHistory, subscriptions } from '#server/db/schema/billing.ts';
import { users } from '#server/db/schema/users.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillingPeriodRow = typeof billingPeriods.$inferSelect;
type NewHistoryEntry = typeof subscriptionHistory.$inferInsert;

/**
 * Takes the member's row lock for the rest of the transaction: every change to a subscription goes through
 * it, so a double click, a retry or an admin acting at the same moment queue up instead of racing.
 */
export async function lockUser(tx: Transaction, userId: string) {
  // "No key update": rows that merely reference the user (sessions, reports) can still be inserted meanwhile.
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return row ?? null;
}

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
