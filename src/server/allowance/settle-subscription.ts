import { eq } from 'drizzle-orm';
import { PLANS } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { addMonths, billingPeriodAt } from '#shared/rules/billing-period.ts';
import type { Database, Transaction } from '../db/client.ts';
import { billingPeriods, payments, subscriptions } from '../db/schema/billing.ts';
import { users } from '../db/schema/users.ts';
import { releaseQueuedDrafts } from './release-queued-drafts.ts';
import {
  type BillingPeriodRow,
  findLatestPeriod,
  findOpenSubscription,
  lockUser,
  recordHistory,
  type SubscriptionRow,
} from './subscription-queries.ts';

/**
 * Brings a subscription up to `now`: a cancellation whose date has come ends it, and each monthly boundary
 * passed opens the next billing period (a fresh allowance) with its renewal charge awaiting verification.
 * Drafts queued by the payment go out once the right to cancel has run out. Time moves nothing by itself;
 * whoever reads or spends the allowance settles first, under the user lock.
 * Answers the period now current, or null when there is none (not activated, or ended).
 */
export async function settleSubscription(tx: Transaction, userId: string, now: Date): Promise<BillingPeriodRow | null> {
  const subscription = await findOpenSubscription(tx, userId);
  if (!subscription?.activatedAt) return null;
  if (subscription.endsAt && now >= subscription.endsAt) {
    await tx.update(subscriptions).set({ endedAt: subscription.endsAt }).where(eq(subscriptions.id, subscription.id));
    await tx.update(users).set({ subscriptionStatus: 'inactive', updatedAt: now }).where(eq(users.id, userId));
    await recordHistory(tx, {
      userId,
      subscriptionId: subscription.id,
      action: 'ended',
      paymentType: subscription.paymentType,
      newStatus: 'inactive',
      actorId: null,
      createdAt: subscription.endsAt,
    });
    return null;
  }
  const latest = await findLatestPeriod(tx, subscription.id);
  const current = billingPeriodAt(subscription.activatedAt, PLANS[subscription.paymentType].billing, now);
  const period =
    latest && latest.index >= current.index ? latest : await openPeriods(tx, subscription, latest, current.index);
  if (period && (await releaseQueuedDrafts(tx, subscription, period, now)) > 0) {
    return findLatestPeriod(tx, subscription.id);
  }
  return period;
}

/** Opens every period from the one after `latest` to `currentIndex`, each renewal charged as it begins. */
async function openPeriods(
  tx: Transaction,
  subscription: SubscriptionRow,
  latest: BillingPeriodRow | null,
  currentIndex: number,
): Promise<BillingPeriodRow | null> {
  const { userId } = subscription;
  const plan = PLANS[subscription.paymentType];
  const anchor = subscription.activatedAt ?? subscription.createdAt;
  let opened = latest;
  for (let index = (latest?.index ?? -1) + 1; index <= currentIndex; index += 1) {
    const startsAt = addMonths(anchor, index);
    const [period] = await tx
      .insert(billingPeriods)
      .values({
        userId,
        subscriptionId: subscription.id,
        index,
        startsAt,
        endsAt: addMonths(anchor, index + 1),
        allowance: plan.disputeAllowance,
      })
      .returning();
    opened = period ?? opened;
    if (index === 0) continue;
    await tx.insert(payments).values({
      userId,
      subscriptionId: subscription.id,
      kind: 'renewal',
      amountCents: plan.priceCents,
      status: 'awaiting_verification',
      periodIndex: index,
      createdAt: startsAt,
    });
    await recordHistory(tx, {
      userId,
      subscriptionId: subscription.id,
      action: 'renewed',
      paymentType: subscription.paymentType,
      newStatus: 'active',
      actorId: null,
      createdAt: startsAt,
    });
  }
  return opened;
}

/**
 * The member's status as of now: an active plan whose cancellation date has passed reads as ended, so the
 * current-user answer never shows a plan that is over.
 */
export async function settledStatus(
  db: Database,
  user: { id: string; subscriptionStatus: SubscriptionStatus },
  now: Date,
) {
  if (user.subscriptionStatus !== 'active') return user.subscriptionStatus;
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    await settleSubscription(tx, user.id, now);
    return (await lockUser(tx, user.id))?.subscriptionStatus ?? user.subscriptionStatus;
  });
}
