import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { agreementAcceptances, payments } from '../db/schema/billing.ts';
import { disputes } from '../db/schema/disputes.ts';
import { submitWithinAllowance } from './submit-within-allowance.ts';
import type { BillingPeriodRow, SubscriptionRow } from './subscription-queries.ts';

/**
 * CROA § 1679d(a)(2): no service before the 3-business-day right to cancel has run out. The drafts a payment
 * queued therefore go out at activation only if the window has closed, and otherwise at the first settlement
 * after it closes. Answers how many were submitted.
 */
export async function releaseQueuedDrafts(
  tx: Transaction,
  subscription: SubscriptionRow,
  period: BillingPeriodRow,
  now: Date,
): Promise<number> {
  const [agreement] = await tx
    .select({ endsAt: agreementAcceptances.rightToCancelEndsAt })
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.id, subscription.agreementId));
  if (!agreement || now < agreement.endsAt) return 0;
  const queued = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.queuedByPaymentId))
    .where(and(eq(payments.subscriptionId, subscription.id), eq(disputes.status, 'draft')))
    .orderBy(asc(disputes.createdAt));
  if (queued.length === 0) return 0;
  const submitted = await submitWithinAllowance(tx, {
    userId: subscription.userId,
    disputeIds: queued.map((row) => row.id),
    period,
    now,
  });
  return submitted.length;
}
