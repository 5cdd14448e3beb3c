import { and, asc, eq, inArray, isNull, ne, notExists, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '#server/db/client.ts';
import { billingPeriods, payments, subscriptions } from '#server/db/schema/billing.ts';
import { users } from '#server/db/schema/users.ts';

/**
 * Due Stripe payments, oldest first, with what their invoice needs. A plan that ended is still charged for
 * its last period's letters, unless money already went back on it (a refund or a chargeback).
 */
function dueCharges(tx: Transaction, where: SQL | undefined) {
  const returned = alias(payments, 'returned');
  const moneyWentBack = tx
    .select({ one: sql`1` })
    .from(returned)
    .where(and(eq(returned.subscriptionId, subscriptions.id), inArray(returned.kind, ['refund', 'chargeback'])));
  return tx
    .select({ payment: payments, subscription: subscriptions, period: billingPeriods, language: users.language })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(
      billingPeriods,
      and(eq(billingPeriods.subscriptionId, payments.subscriptionId), eq(billingPeriods.index, payments.periodIndex)),
    )
    .where(
      and(
        eq(payments.status, 'due'),
        eq(subscriptions.processor, 'stripe'),
        or(isNull(subscriptions.endedAt), notExists(moneyWentBack)),
        where,
      ),
    )
    .orderBy(asc(payments.createdAt));
}

/**
 * The oldest due charge not attempted yet whose member no one else holds, with the member's row locked (as
 * every request and webhook takes it first).
 */
export async function claimNextDueCharge(tx: Transaction, attempted: string[]) {
  const [candidate] = await dueCharges(tx, attempted.length > 0 ? notInArray(payments.id, attempted) : undefined)
    .limit(1)
    .for('no key update', { of: users, skipLocked: true });
  return candidate;
}

/** The due charge read again with its payment row locked; none if it is no longer due. */
export async function lockDueCharge(tx: Transaction, paymentId: string) {
  const [row] = await dueCharges(tx, eq(payments.id, paymentId)).for('update', { of: payments });
  return row;
}

/** A charge whose payment Stripe could not be asked for is due again, unless something else settled it. */
export async function releaseProcessingPayment(db: Executor, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'due' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')));
}

/** A payment that took money (not a refund or a chargeback). */
const charged = () => and(ne(payments.kind, 'refund'), ne(payments.kind, 'chargeback'));

/** The subscription the payment that recorded the charge paid for. */
export async function findSubscriptionIdByCharge(tx: Transaction, chargeId: string) {
  const [row] = await tx
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(and(eq(payments.stripeChargeId, chargeId), charged()));
  return row;
}

/** The subscription a payment of one of these invoices paid for. */
export async function findSubscriptionIdByInvoices(tx: Transaction, invoiceIds: string[]) {
  const [row] = await tx
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(and(inArray(payments.stripeInvoiceId, invoiceIds), charged()));
  return row;
}

/** The subscription's refund row, if any (there is one a subscription at most). */
export async function findRefund(tx: Transaction, subscriptionId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, 'refund')));
  return row;
}

export async function findChargeback(tx: Transaction, chargeId: string) {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.kind, 'chargeback'), eq(payments.stripeChargeId, chargeId)));
  return row;
}
