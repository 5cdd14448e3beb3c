import { and, count, desc, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { agreementAcceptances, payments, subscriptions } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';

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
