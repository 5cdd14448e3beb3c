import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import { billingPeriods, payments, stripeEvents, subscriptions } from '#server/db/schema/billing.ts';
import { users } from '#server/db/schema/users.ts';
import { type ChargeFailure, CLAIM_TIMEOUT_MS } from './charge-retries.ts';

/**
 * The charges a run may take at `now`: due and past their backoff, or claimed by a run that never reported back
 * (CLAIM_TIMEOUT_MS; a claim from before claimed_at was kept counts as old). A stopped charge waits for an admin.
 */
function chargeable(now: Date): SQL | undefined {
  const staleBefore = new Date(now.getTime() - CLAIM_TIMEOUT_MS);
  return and(
    isNull(payments.stoppedAt),
    or(
      and(eq(payments.status, 'due'), or(isNull(payments.retryAt), lte(payments.retryAt, now))),
      and(eq(payments.status, 'processing'), or(isNull(payments.claimedAt), lte(payments.claimedAt, staleBefore))),
    ),
  );
}

/**
 * Chargeable Stripe payments, oldest first, with what their invoice needs: a period's charge with its period, a
 * mailed letter's fee (kind 'mailing') without one. A plan that ended is still charged for its last period's
 * letters, unless money already went back on it (a refund or a chargeback).
 */
function dueCharges(tx: Transaction, now: Date, where: SQL | undefined) {
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
    .leftJoin(
      billingPeriods,
      and(eq(billingPeriods.subscriptionId, payments.subscriptionId), eq(billingPeriods.index, payments.periodIndex)),
    )
    .where(
      and(
        chargeable(now),
        eq(subscriptions.processor, 'stripe'),
        or(isNull(subscriptions.endedAt), notExists(moneyWentBack)),
        where,
      ),
    )
    .orderBy(asc(payments.createdAt));
}

/**
 * The oldest chargeable payment not attempted yet whose member no one else holds, with the member's row locked
 * (as every request and webhook takes it first).
 */
export async function claimNextDueCharge(tx: Transaction, now: Date, attempted: string[]) {
  const where = attempted.length > 0 ? notInArray(payments.id, attempted) : undefined;
  const [candidate] = await dueCharges(tx, now, where).limit(1).for('no key update', { of: users, skipLocked: true });
  return candidate;
}

/** The chargeable payment read again with its row locked; none if it is no longer chargeable. */
export async function lockDueCharge(tx: Transaction, now: Date, paymentId: string) {
  const [row] = await dueCharges(tx, now, eq(payments.id, paymentId)).for('update', { of: payments });
  return row;
}

/**
 * A run ended without Stripe's verdict on the charge: it is due again after its backoff, or stopped (`failure`
 * from the attempts it has, read under the row's lock), unless something else settled it meanwhile.
 */
export async function recordChargeFailure(
  db: Database,
  paymentId: string,
  failure: (attempts: number) => ChargeFailure,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ attempts: payments.attempts })
      .from(payments)
      .where(
        and(eq(payments.id, paymentId), inArray(payments.status, ['due', 'processing']), isNull(payments.stoppedAt)),
      )
      .for('update');
    if (!row) return;
    await tx
      .update(payments)
      .set({ status: 'due', ...failure(row.attempts) })
      .where(eq(payments.id, paymentId));
  });
}

/** A stopped charge, its attempts spent again from none, for the next run; false when it was not stopped. */
export async function restartStoppedCharge(db: Executor, paymentId: string): Promise<{ userId: string } | null> {
  const [restarted] = await db
    .update(payments)
    .set({ attempts: 0, retryAt: null, stoppedAt: null, lastError: null })
    .where(and(eq(payments.id, paymentId), isNotNull(payments.stoppedAt), eq(payments.status, 'due')))
    .returning({ userId: payments.userId });
  return restarted ?? null;
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

/** The payment an invoice charges: the one our charge job named in its metadata, else the invoice's own. */
export async function findInvoicePayment(db: Executor, invoice: { paymentId: string | undefined; invoiceId: string }) {
  const [row] = await db
    .select()
    .from(payments)
    .where(invoice.paymentId ? eq(payments.id, invoice.paymentId) : eq(payments.stripeInvoiceId, invoice.invoiceId));
  return row;
}

export async function countDeclinedPayments(db: Executor, subscriptionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'failed')));
  return row?.n ?? 0;
}

/** A subscription's declined payments go back to the charge job; answers how many. */
export async function retryDeclinedPayments(db: Executor, subscriptionId: string): Promise<number> {
  const retried = await db
    .update(payments)
    .set({ status: 'due', failureReason: null })
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'failed')))
    .returning({ id: payments.id });
  return retried.length;
}

/** Names the Checkout Session on a plan opened without one, unless another request named its own first. */
export async function attachCheckoutSession(
  db: Executor,
  subscriptionId: string,
  session: { id: string; customer: string },
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ stripeCheckoutSessionId: session.id, stripeCustomerId: session.customer })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.stripeCheckoutSessionId)));
}

/** Whether the event's id is stored: received before, by this instance or another. */
export async function isEventStored(db: Executor, id: string): Promise<boolean> {
  const [stored] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return Boolean(stored);
}

/** Stores the event's id; false when it was stored already (the insert waits for another's to commit). */
export async function claimEvent(
  db: Executor,
  event: { id: string; type: string },
  receivedAt: Date,
): Promise<boolean> {
  const [claimed] = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return Boolean(claimed);
}

export async function recordEventOutcome(
  db: Executor,
  eventId: string,
  result: { outcome: string; userId: string | null },
): Promise<void> {
  await db
    .update(stripeEvents)
    .set({ outcome: result.outcome, userId: result.userId })
    .where(eq(stripeEvents.id, eventId));
}

/**
 * Runs `work` in a transaction that is always rolled back, so what it checks is checked for real and nothing
 * it writes stays. Answers what `work` answered; its errors are thrown.
 */
export async function rehearse<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  try {
    await db.transaction(async (tx) => {
      answer = await work(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return answer as T;
}
