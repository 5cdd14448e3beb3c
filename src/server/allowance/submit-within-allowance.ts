import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { billingPeriods } from '../db/schema/billing.ts';
import { disputes } from '../db/schema/disputes.ts';
import type { BillingPeriodRow } from './subscription-queries.ts';

/**
 * Submits the member's drafts among `disputeIds`, oldest first, as far as the period's allowance reaches,
 * and counts them against it. Runs inside the caller's transaction under the user lock, so two submissions
 * can never both spend the last dispute. Answers the ids submitted.
 */
export async function submitWithinAllowance(
  tx: Transaction,
  options: { userId: string; disputeIds: string[]; period: BillingPeriodRow; now: Date },
): Promise<string[]> {
  const { userId, period, now } = options;
  const [fresh] = await tx.select().from(billingPeriods).where(eq(billingPeriods.id, period.id)).for('update');
  const remaining = fresh ? fresh.allowance - fresh.used : 0;
  if (remaining <= 0 || options.disputeIds.length === 0) return [];
  const drafts = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.userId, userId), eq(disputes.status, 'draft'), inArray(disputes.id, options.disputeIds)))
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(remaining);
  const ids = drafts.map((draft) => draft.id);
  if (ids.length === 0) return [];
  await tx
    .update(disputes)
    .set({ status: 'submitted', submittedAt: now, updatedAt: now, billingPeriodId: period.id })
    .where(inArray(disputes.id, ids));
  await tx
    .update(billingPeriods)
    .set({ used: sql`${billingPeriods.used} + ${ids.length}` })
    .where(eq(billingPeriods.id, period.id));
  return ids;
}
