import { and, count, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { agreementAcceptances, billingPeriods, payments, subscriptions } from '#server/db/schema/billing.ts';
import { tradelines } from '#server/db/schema/credit.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';
import { users } from '#server/db/schema/users.ts';
import { OPEN_DISPUTE_STATUSES } from '#shared/constants/disputes.ts';

export type AgreementRow = typeof agreementAcceptances.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect & { paymentType: AgreementRow['paymentType'] };

/**
 * The newest acceptance of the current version that no subscription was bought under yet and whose right to
 * cancel is still running: a plan started days later needs a fresh signature, so the member still has their
 * three business days after it starts.
 */
export async function findUnusedAgreement(
  db: Executor,
  options: { userId: string; version: string; now: Date; paymentType?: AgreementRow['paymentType'] },
): Promise<AgreementRow | null> {
  const { userId, version, now, paymentType } = options;
  const [row] = await db
    .select({ agreement: agreementAcceptances })
    .from(agreementAcceptances)
    .leftJoin(subscriptions, eq(subscriptions.agreementId, agreementAcceptances.id))
    .where(
      and(
        eq(agreementAcceptances.userId, userId),
        eq(agreementAcceptances.version, version),
        paymentType ? eq(agreementAcceptances.paymentType, paymentType) : undefined,
        isNull(subscriptions.id),
        gt(agreementAcceptances.rightToCancelEndsAt, now),
      ),
    )
    .orderBy(desc(agreementAcceptances.acceptedAt))
    .limit(1);
  return row?.agreement ?? null;
}

export async function insertAgreement(
  db: Executor,
  values: typeof agreementAcceptances.$inferInsert,
): Promise<AgreementRow | undefined> {
  const [row] = await db.insert(agreementAcceptances).values(values).returning();
  return row;
}

export async function findAgreement(db: Executor, id: string): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreementAcceptances).where(eq(agreementAcceptances.id, id));
  return row ?? null;
}

/** Newest first, each with the plan it paid for. */
export async function findPayments(db: Executor, userId: string): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments, paymentType: subscriptions.paymentType })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.kind));
  return rows.map((row) => ({ ...row.payment, paymentType: row.paymentType }));
}

export async function findPurchase(db: Executor, subscriptionId: string): Promise<typeof payments.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, 'purchase')));
  return row ?? null;
}

/** Drafts a plan's start queued on its purchase: all of them, or only those still waiting to go out. */
export async function countQueuedDisputes(
  db: Executor,
  paymentId: string,
  which: 'all' | 'waiting' = 'all',
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(disputes)
    .where(
      and(eq(disputes.queuedByPaymentId, paymentId), which === 'waiting' ? eq(disputes.status, 'draft') : undefined),
    );
  return row?.n ?? 0;
}

/** The Stripe customer an earlier plan of the member's made, so a new plan keeps the same one. */
export async function findStripeCustomer(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customer: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.stripeCustomerId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customer ?? null;
}

/** The state or territory of the member's mailing address, which decides on whose clock their right to cancel runs. */
export async function findProfileState(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ state: memberProfiles.state })
    .from(memberProfiles)
    .where(eq(memberProfiles.userId, userId));
  return row?.state ?? null;
}

/** A member as an audit entry names them, or null if there is no such member. */
export async function findUserTarget(db: Executor, userId: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Those of the given members still waiting for their legacy purchase to be activated. */
export async function findPendingUsers(db: Executor, userIds: string[]): Promise<{ id: string }[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.subscriptionStatus, 'pending_verification')));
}

export async function findPeriods(
  db: Executor,
  subscriptionId: string,
): Promise<(typeof billingPeriods.$inferSelect)[]> {
  return db.select().from(billingPeriods).where(eq(billingPeriods.subscriptionId, subscriptionId));
}

/** Cuts a billing period short: it ends at `endsAt`. */
export async function endPeriod(db: Executor, periodId: string, endsAt: Date): Promise<void> {
  await db.update(billingPeriods).set({ endsAt }).where(eq(billingPeriods.id, periodId));
}

/** The member is waiting for their plan to start, on the tier they chose. */
export async function markPendingVerification(
  db: Executor,
  userId: string,
  tier: (typeof users.$inferSelect)['subscriptionTier'],
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ subscriptionStatus: 'pending_verification', subscriptionTier: tier, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Those of the given items that are the member's own negative items. */
export async function findNegativeItems(db: Executor, userId: string, itemIds: string[]) {
  return db
    .select()
    .from(tradelines)
    .where(and(eq(tradelines.userId, userId), inArray(tradelines.id, itemIds), isNotNull(tradelines.itemType)));
}

/** The member's disputes not finished yet (drafts included). */
export async function findOpenDisputes(db: Executor, userId: string) {
  return db
    .select()
    .from(disputes)
    .where(and(eq(disputes.userId, userId), inArray(disputes.status, [...OPEN_DISPUTE_STATUSES])));
}

/** Queues the drafts on the payment that starts the plan. */
export async function queueDisputes(db: Executor, disputeIds: string[], paymentId: string, now: Date): Promise<void> {
  await db
    .update(disputes)
    .set({ queuedByPaymentId: paymentId, updatedAt: now })
    .where(inArray(disputes.id, disputeIds));
}
