import type { Cipher } from '#server/crypto/cipher.ts';
import type { Transaction } from '#server/db/client.ts';
import { notify } from '#server/features/notifications/index.ts';
import { PLANS } from '#shared/constants/plans.ts';
import { billingPeriodAt } from '#shared/rules/billing-period.ts';
import { releaseQueuedDrafts } from './release-queued-drafts.ts';
import {
  insertPeriod,
  markSubscriptionActivated,
  type NewPayment,
  recordHistory,
  type SubscriptionRow,
  setSubscriptionStatus,
  updatePayment,
} from './subscription-queries.ts';

/**
 * The purchase was verified (by an admin, or by Stripe saving the member's card): the plan is active, the
 * first billing period opens, and the drafts the purchase queued go out as far as the allowance reaches — at
 * once when the right to cancel has run out, else as soon as it does. Runs under the member's row lock.
 * Answers how many queued drafts were submitted.
 */
export async function openPlan(
  tx: Transaction,
  options: {
    subscription: SubscriptionRow;
    purchaseId: string;
    /** What the purchase row becomes: completed (paid and checked) or scheduled (card saved, charged later). */
    purchase: Partial<NewPayment> & { status: 'completed' | 'scheduled' };
    /** The admin who verified it; null when the processor did. */
    actorId: string | null;
    now: Date;
    cipher: Cipher;
  },
): Promise<number> {
  const { subscription, now } = options;
  const plan = PLANS[subscription.paymentType];
  const window = billingPeriodAt(now, plan.billing, now);
  await markSubscriptionActivated(tx, subscription.id, now);
  await updatePayment(tx, options.purchaseId, options.purchase);
  await setSubscriptionStatus(tx, subscription.userId, 'active', now);
  await insertPeriod(tx, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    index: 0,
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    allowance: plan.disputeAllowance,
    openedAt: now,
  });
  await recordHistory(tx, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    action: 'activated',
    paymentType: subscription.paymentType,
    newStatus: 'active',
    actorId: options.actorId,
    createdAt: now,
  });
  await notify(
    tx,
    {
      userId: subscription.userId,
      kind: 'plan_active',
      subjectKey: subscription.id,
      data: { plan: subscription.paymentType },
    },
    now,
  );
  return releaseQueuedDrafts(tx, { ...subscription, activatedAt: now }, now, options.cipher);
}
