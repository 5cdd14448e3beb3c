import { and, eq, inArray } from 'drizzle-orm';
import { openPlan } from '../../allowance/open-plan.ts';
import { findOpenSubscription, lockUser } from '../../allowance/subscription-queries.ts';
import { type AuditContext, recordAudit } from '../../audit/record-audit.ts';
import type { AuditDetails } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../errors.ts';
import { checkAdminKey } from './admin-key.ts';
import type { BillingDeps } from './billing-deps.ts';
import { wrongSubscriptionState } from './billing-errors.ts';
import { findPurchase } from './queries.ts';

export interface Activation {
  userId: string;
  paymentReference?: string | undefined;
}

/**
 * An admin verified the payment: the purchase is completed, the first billing period opens, and the drafts the
 * payment queued are submitted as far as the allowance reaches (the rest stay drafts) — at once when the
 * right to cancel has run out, else as soon as it does.
 */
async function activateOne(
  deps: BillingDeps,
  audit: AuditContext,
  activation: Activation & { batch: boolean },
): Promise<number> {
  const now = deps.clock.now();
  const adminId = audit.actor.id;
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, activation.userId);
    if (!user) throw notFound();
    const subscription = await findOpenSubscription(tx, user.id);
    const purchase = subscription ? await findPurchase(tx, subscription.id) : null;
    if (user.subscriptionStatus !== 'pending_verification' || !subscription || !purchase) {
      throw wrongSubscriptionState(user.subscriptionStatus);
    }
    const submittedDisputes = await openPlan(tx, {
      subscription,
      purchaseId: purchase.id,
      purchase: {
        status: 'completed',
        verifiedAt: now,
        verifiedBy: adminId,
        externalReference: activation.paymentReference ?? null,
      },
      actorId: adminId,
      now,
      cipher: deps.cipher,
    });
    await recordAudit(
      tx,
      audit,
      {
        action: 'subscription_activated',
        target: user,
        details: { paymentReference: activation.paymentReference ?? null, batch: activation.batch, submittedDisputes },
      },
      now,
    );
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
      const [target] = refused.userId
        ? await deps.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, refused.userId))
        : [];
      const details = { ...refused.details, reason: error.extra.reason ?? error.code };
      await recordAudit(
        deps.db,
        audit,
        { action: 'activation_refused', target: target ?? null, details },
        deps.clock.now(),
      );
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

/** Each member in their own transaction: one who is no longer pending does not stop the others. */
export async function batchActivate(
  deps: BillingDeps,
  audit: AuditContext,
  batch: { userIds: string[]; adminKey?: string | undefined },
): Promise<{ successful: number; totalProcessed: number; failed: { userId: string; reason: string }[] }> {
  const userIds = [...new Set(batch.userIds)];
  await requireAdminKey(deps, audit, batch.adminKey, {
    userId: null,
    details: { batch: true, userCount: userIds.length },
  });
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
      await activateOne(deps, audit, { userId, batch: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ userId, reason: error.extra.reason ?? error.code });
    }
  }
  return { successful: userIds.length - failed.length, totalProcessed: userIds.length, failed };
}
