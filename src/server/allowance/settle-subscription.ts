import { PLANS } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { addMonths, billingPeriodAt } from '#shared/rules/billing-period.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { Database, Transaction } from '../db/client.ts';
import { billingPeriods, payments } from '../db/schema/billing.ts';
import { endSubscription } from './end-subscription.ts';
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
 * Brings a member's subscription up to `now`: a cancellation whose date has come ends it; each monthly
 * boundary passed opens the next billing period (a fresh allowance) with its renewal charge awaiting
 * verification; drafts the payment queued go out once the right to cancel has run out. Run under the user
 * lock, by whoever reads or spends the allowance and by the periodic sweep.
 * Answers the period now current, or null when there is none (not activated, or ended).
 */
export async function settleSubscription(
  tx: Transaction,
  userId: string,
  now: Date,
  cipher: Cipher,
): Promise<BillingPeriodRow | null> {
  const subscription = await findOpenSubscription(tx, userId);
  if (!subscription?.activatedAt) return null;
  if (subscription.endsAt && now >= subscription.endsAt) {
    await endSubscription(tx, subscription, { endedAt: subscription.endsAt, now, action: 'ended', actorId: null });
    return null;
  }
  const anchor = subscription.activatedAt;
  const latest = await findLatestPeriod(tx, subscription.id);
  const current = billingPeriodAt(anchor, PLANS[subscription.paymentType].billing, now);
  const period =
    latest && latest.index >= current.index
      ? latest
      : await openPeriods(tx, subscription, anchor, latest, current.index);
  if ((await releaseQueuedDrafts(tx, subscription, now, cipher)) > 0) return findLatestPeriod(tx, subscription.id);
  return period;
}

/** Opens every period from the one after `latest` to `currentIndex`, each renewal charged as it begins. */
async function openPeriods(
  tx: Transaction,
  subscription: SubscriptionRow,
  anchor: Date,
  latest: BillingPeriodRow | null,
  currentIndex: number,
): Promise<BillingPeriodRow | null> {
  const { userId } = subscription;
  const plan = PLANS[subscription.paymentType];
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
        openedAt: startsAt,
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

/** Settles one member in a transaction of its own; answers their status afterwards. */
export async function settleMember(
  db: Database,
  cipher: Cipher,
  userId: string,
  now: Date,
): Promise<SubscriptionStatus | null> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return null;
    await settleSubscription(tx, userId, now, cipher);
    return (await lockUser(tx, userId))?.subscriptionStatus ?? null;
  });
}

/**
 * The member's status as of now: an active plan whose cancellation date has passed reads as ended, so the
 * current-user answer never shows a plan that is over.
 */
export async function settledStatus(
  db: Database,
  cipher: Cipher,
  user: { id: string; subscriptionStatus: SubscriptionStatus },
  now: Date,
): Promise<SubscriptionStatus> {
  if (user.subscriptionStatus !== 'active') return user.subscriptionStatus;
  return (await settleMember(db, cipher, user.id, now)) ?? user.subscriptionStatus;
}
