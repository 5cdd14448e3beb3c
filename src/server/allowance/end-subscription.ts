import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { payments, subscriptions } from '../db/schema/billing.ts';
import { disputes } from '../db/schema/disputes.ts';
import { users } from '../db/schema/users.ts';
import { recordHistory, type SubscriptionRow } from './subscription-queries.ts';

/**
 * Closes a subscription at `endedAt`: the member becomes inactive, payments nobody verified are cancelled
 * (refunded in full should the money still arrive), and drafts still waiting on it become plain drafts again,
 * free to be queued by the next plan instead of waiting on one that is over.
 */
export async function endSubscription(
  tx: Transaction,
  subscription: SubscriptionRow,
  ending: { endedAt: Date; now: Date; action: 'cancelled' | 'ended'; actorId: string | null },
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ endsAt: subscription.endsAt ?? ending.endedAt, endedAt: ending.endedAt })
    .where(eq(subscriptions.id, subscription.id));
  await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.subscriptionId, subscription.id), eq(payments.status, 'awaiting_verification')));
  const paymentIds = tx.select({ id: payments.id }).from(payments).where(eq(payments.subscriptionId, subscription.id));
  await tx
    .update(disputes)
    .set({ queuedByPaymentId: null, updatedAt: ending.now })
    .where(and(eq(disputes.status, 'draft'), inArray(disputes.queuedByPaymentId, paymentIds)));
  await tx
    .update(users)
    .set({ subscriptionStatus: 'inactive', updatedAt: ending.now })
    .where(eq(users.id, subscription.userId));
  await recordHistory(tx, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    action: ending.action,
    paymentType: subscription.paymentType,
    newStatus: 'inactive',
    actorId: ending.actorId,
    createdAt: ending.endedAt,
  });
}
