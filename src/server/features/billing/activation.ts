import { and, eq, inArray } from 'drizzle-orm';
import { PLANS } from '#shared/constants/plans.ts';
import { billingPeriodAt } from '#shared/rules/billing-period.ts';
import { releaseQueuedDrafts } from '../../allowance/release-queued-drafts.ts';
import { findOpenSubscription, lockUser, recordHistory } from '../../allowance/subscription-queries.ts';
import { billingPeriods, payments, subscriptions } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../errors.ts';
import { checkAdminKey } from './admin-key.ts';
import type { BillingDeps } from './billing-deps.ts';
import { wrongSubscriptionState } from './billing-errors.ts';
import { findPurchase } from './queries.ts';

export interface Activation {
  userId: string;
  adminId: string;
  paymentReference?: string | undefined;
}

/**
 * An admin verified the payment: the purchase is completed, the first billing period opens, and the drafts the
 * payment queued are submitted as far as the allowance reaches (the rest stay drafts) — at once when the
 * right to cancel has run out, else as soon as it does.
 */
async function activateOne(deps: BillingDeps, activation: Activation): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, activation.userId);
    if (!user) throw notFound();
    const subscription = await findOpenSubscription(tx, user.id);
    const purchase = subscription ? await findPurchase(tx, subscription.id) : null;
    if (user.subscriptionStatus !== 'pending_verification' || !subscription || !purchase) {
      throw wrongSubscriptionState(user.subscriptionStatus);
    }
    const plan = PLANS[subscription.paymentType];
    const window = billingPeriodAt(now, plan.billing, now);
    await tx.update(subscriptions).set({ activatedAt: now }).where(eq(subscriptions.id, subscription.id));
    await tx
      .update(payments)
      .set({
        status: 'completed',
        verifiedAt: now,
        verifiedBy: activation.adminId,
        externalReference: activation.paymentReference ?? null,
      })
      .where(eq(payments.id, purchase.id));
    await tx.update(users).set({ subscriptionStatus: 'active', updatedAt: now }).where(eq(users.id, user.id));
    await tx.insert(billingPeriods).values({
      userId: user.id,
      subscriptionId: subscription.id,
      index: 0,
      startsAt: window.startsAt,
      endsAt: window.endsAt,
      allowance: plan.disputeAllowance,
    });
    await recordHistory(tx, {
      userId: user.id,
      subscriptionId: subscription.id,
      action: 'activated',
      paymentType: subscription.paymentType,
      newStatus: 'active',
      actorId: activation.adminId,
      createdAt: now,
    });
    return releaseQueuedDrafts(tx, { ...subscription, activatedAt: now }, now, deps.cipher);
  });
}

export async function activateSubscription(
  deps: BillingDeps,
  activation: Activation & { adminKey: string | undefined },
): Promise<{ userId: string; submittedDisputes: number }> {
  checkAdminKey(deps.config.adminActivationKey, activation.adminKey);
  return { userId: activation.userId, submittedDisputes: await activateOne(deps, activation) };
}

/** Each member in their own transaction: one who is no longer pending does not stop the others. */
export async function batchActivate(
  deps: BillingDeps,
  batch: { userIds: string[]; adminId: string; adminKey: string | undefined },
): Promise<{ successful: number; totalProcessed: number; failed: { userId: string; reason: string }[] }> {
  checkAdminKey(deps.config.adminActivationKey, batch.adminKey);
  const userIds = [...new Set(batch.userIds)];
  const pending = userIds.length
    ? await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, userIds), eq(users.subscriptionStatus, 'pending_verification')))
    : [];
  if (pending.length === 0) throw new AppError('NO_PENDING_USERS', 409, 'There are no users pending activation');
  const failed: { userId: string; reason: string }[] = [];
  for (const userId of userIds) {
    try {
      await activateOne(deps, { userId, adminId: batch.adminId });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ userId, reason: error.extra.reason ?? error.code });
    }
  }
  return { successful: userIds.length - failed.length, totalProcessed: userIds.length, failed };
}
