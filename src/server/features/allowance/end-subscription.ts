import type { Transaction } from '#server/db/client.ts';
import type { BillingPaymentStatus } from '#shared/constants/billing.ts';
import {
  cancelUnowedPayments,
  closeSubscription,
  oweMailingFees,
  recordHistory,
  type SubscriptionRow,
  setSubscriptionStatus,
  unqueueSubscriptionDrafts,
} from './subscription-queries.ts';

/** Why a plan ends: the member or time, or the money going back (a refund we gave, a chargeback the bank took). */
export type EndingAction = 'cancelled' | 'ended' | 'refunded' | 'chargeback';

/**
 * What is no longer owed once the plan ends: a payment awaiting verification that the member never said they
 * paid (a card checkout not finished, a pay-first payment never reported). One they reported paying for letters
 * still waits for the admin's check. Once the money went back, nothing more is taken from the plan at all, not
 * even for a period whose letters exist.
 */
const UNOWED: Record<EndingAction, BillingPaymentStatus[]> = {
  cancelled: [],
  ended: [],
  refunded: ['awaiting_verification', 'scheduled', 'due', 'failed'],
  chargeback: ['awaiting_verification', 'scheduled', 'due', 'failed'],
};

/**
 * Closes a subscription at `endedAt`: the member becomes inactive (or, for a plan that never started and
 * none before it, back to having none), payments no longer owed are cancelled, and drafts still waiting on it become plain drafts again, free to be queued by the next
 * plan instead of waiting on one that is over.
 */
export async function endSubscription(
  tx: Transaction,
  subscription: SubscriptionRow,
  ending: {
    endedAt: Date;
    now: Date;
    action: EndingAction;
    actorId: string | null;
    newStatus?: 'inactive' | 'incomplete';
  },
): Promise<void> {
  const newStatus = ending.newStatus ?? 'inactive';
  await closeSubscription(tx, subscription.id, {
    endsAt: subscription.endsAt ?? ending.endedAt,
    endedAt: ending.endedAt,
  });
  // A letter mailed is owed once the plan is over, unless the money went back (then UNOWED cancels it too).
  await oweMailingFees(tx, subscription.id);
  await cancelUnowedPayments(tx, subscription.id, UNOWED[ending.action]);
  await unqueueSubscriptionDrafts(tx, subscription.id, ending.now);
  await setSubscriptionStatus(tx, subscription.userId, newStatus, ending.now);
  await recordHistory(tx, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    action: ending.action,
    paymentType: subscription.paymentType,
    newStatus,
    actorId: ending.actorId,
    createdAt: ending.endedAt,
  });
}
