import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import { lockUser } from '#server/db/member-lock.ts';
import type { AuditDetails } from '#server/db/schema/audit.ts';
import { AppError, notFound } from '#server/errors.ts';
import { findOpenSubscription, openPlan } from '#server/features/allowance/index.ts';
import { checkAdminKey } from './admin-key.ts';
import type { BillingDeps } from './billing-deps.ts';
import { wrongSubscriptionState } from './billing-errors.ts';
import { findPayment } from './payment-queries.ts';
import { verifyPayment } from './payment-verification.ts';
import { findPendingUsers, findPurchase, findUserTarget } from './queries.ts';

export interface Activation {
  userId: string;
  /** A payment the member reported, to verify; without it, a legacy purchase paid up front, awaiting activation. */
  paymentId?: string | undefined;
  /** The processor's invoice or receipt number the admin checked the payment against. */
  paymentReference: string;
}

/**
 * An admin verified a payment by hand. A payment the member reported for a period's letters: completed, and the
 * period waiting for it opens. A legacy purchase paid up front (before billing in arrears; new plans start
 * without one): completed, the plan opens, and the drafts it queued are submitted as far as the allowance
 * reaches. Only a manual subscription's payments are verified here; Stripe's are verified by Stripe.
 */
async function activateOne(
  deps: BillingDeps,
  audit: AuditContext,
  activation: Activation & { batch: boolean },
): Promise<number> {
  const now = deps.clock.now();
  const adminId = audit.actor.id;
  const { paymentReference, batch } = activation;
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, activation.userId);
    if (!user) throw notFound();
    const named = activation.paymentId ? await findPayment(tx, activation.paymentId) : null;
    // A legacy purchase is activated the same whether or not the admin's screen named it.
    const legacyPurchase =
      named?.userId === user.id && named.kind === 'purchase' && user.subscriptionStatus === 'pending_verification';
    if (activation.paymentId && !legacyPurchase) {
      const verified = await verifyPayment(tx, {
        user,
        paymentId: activation.paymentId,
        paymentReference,
        adminId,
        now,
        cipher: deps.cipher,
      });
      const details = { paymentReference, batch, ...verified, paymentId: activation.paymentId };
      await recordAudit(tx, audit, { action: 'subscription_activated', target: user, details }, now);
      return verified.submittedDisputes;
    }
    const subscription = await findOpenSubscription(tx, user.id);
    const purchase = subscription ? await findPurchase(tx, subscription.id) : null;
    if (user.subscriptionStatus !== 'pending_verification' || !subscription || !purchase) {
      throw wrongSubscriptionState(user.subscriptionStatus);
    }
    if (subscription.processor !== 'manual') throw wrongSubscriptionState(subscription.processor);
    const submittedDisputes = await openPlan(tx, {
      subscription,
      purchaseId: purchase.id,
      purchase: { status: 'completed', verifiedAt: now, verifiedBy: adminId, externalReference: paymentReference },
      actorId: adminId,
      now,
      cipher: deps.cipher,
    });
    const details = { paymentReference, batch, submittedDisputes, paymentId: purchase.id };
    await recordAudit(tx, audit, { action: 'subscription_activated', target: user, details }, now);
    return submittedDisputes;
  });
}

/**
 * Checks the activation key; a refusal is recorded on its own (no transaction to roll back with it), since a
 * wrong key tried from an admin session is exactly what the log is for.
 */
async function requireAdminKey(
  deps: BillingDeps,
  audit: AuditContext,
  adminKey: string | undefined,
  refused: { userId: string | null; details: AuditDetails },
): Promise<void> {
  try {
    checkAdminKey(deps.config.adminActivationKey, adminKey);
  } catch (error) {
    if (error instanceof AppError) {
      const target = refused.userId ? await findUserTarget(deps.db, refused.userId) : null;
      const details = { ...refused.details, reason: error.extra.reason ?? error.code };
      await recordAudit(deps.db, audit, { action: 'activation_refused', target, details }, deps.clock.now());
    }
    throw error;
  }
}

export async function activateSubscription(
  deps: BillingDeps,
  audit: AuditContext,
  activation: Activation & { adminKey?: string | undefined },
): Promise<{ userId: string; submittedDisputes: number }> {
  await requireAdminKey(deps, audit, activation.adminKey, {
    userId: activation.userId,
    details: { batch: false, userId: activation.userId },
  });
  const submittedDisputes = await activateOne(deps, audit, { ...activation, batch: false });
  return { userId: activation.userId, submittedDisputes };
}

/**
 * Legacy purchases only, each member in their own transaction: one who is no longer pending does not stop the
 * others. A member whose processor reference the admin did not give is not activated.
 */
export async function batchActivate(
  deps: BillingDeps,
  audit: AuditContext,
  batch: { userIds: string[]; adminKey?: string | undefined; paymentReferences: Record<string, string> },
): Promise<{ successful: number; totalProcessed: number; failed: { userId: string; reason: string }[] }> {
  const userIds = [...new Set(batch.userIds)];
  await requireAdminKey(deps, audit, batch.adminKey, {
    userId: null,
    details: { batch: true, userCount: userIds.length },
  });
  const pending = userIds.length ? await findPendingUsers(deps.db, userIds) : [];
  if (pending.length === 0) throw new AppError('NO_PENDING_USERS', 409, 'There are no users pending activation');
  const failed: { userId: string; reason: string }[] = [];
  for (const userId of userIds) {
    const paymentReference = batch.paymentReferences[userId];
    if (paymentReference === undefined) {
      failed.push({ userId, reason: 'reference_missing' });
      continue;
    }
    try {
      await activateOne(deps, audit, { userId, paymentReference, batch: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ userId, reason: error.extra.reason ?? error.code });
    }
  }
  return { successful: userIds.length - failed.length, totalProcessed: userIds.length, failed };
}
