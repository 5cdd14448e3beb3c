import { and, asc, count, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { payments, subscriptions } from '#server/db/schema/billing.ts';
import { mailings } from '#server/db/schema/mailings.ts';
import { users } from '#server/db/schema/users.ts';
import type { BillingPaymentStatus } from '#shared/constants/billing.ts';

export type PaymentRecord = typeof payments.$inferSelect;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type NewSubscription = typeof subscriptions.$inferInsert;

export async function findPayment(db: Executor, paymentId: string): Promise<PaymentRecord | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** A member's manual payments now due: periods closed with letters, not reported paid yet. */
export async function findDueManualPayments(db: Executor, userId: string) {
  return db
    .select({ id: payments.id, subscriptionId: payments.subscriptionId, paymentType: subscriptions.paymentType })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(and(eq(payments.userId, userId), eq(payments.status, 'due'), eq(subscriptions.processor, 'manual')));
}

/** The member's mailing and the payment that charges it, if one does yet; null when it is not theirs. */
export async function findMemberMailing(db: Executor, userId: string, mailingId: string) {
  const [row] = await db
    .select({ paymentId: mailings.paymentId })
    .from(mailings)
    .where(and(eq(mailings.id, mailingId), eq(mailings.userId, userId)));
  return row ?? null;
}

export async function updatePayment(db: Executor, paymentId: string, values: Partial<NewPayment>): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, paymentId));
}

/** Gives `values` to the mailed letters' fees the member reported paying with a period's price (at `reportedAt`). */
export async function completeFeesReportedWith(
  db: Executor,
  report: { subscriptionId: string; reportedAt: Date },
  values: Partial<NewPayment>,
): Promise<void> {
  await db
    .update(payments)
    .set(values)
    .where(
      and(
        eq(payments.subscriptionId, report.subscriptionId),
        eq(payments.kind, 'mailing'),
        eq(payments.status, 'awaiting_verification'),
        eq(payments.reportedAt, report.reportedAt),
      ),
    );
}

export async function insertPayment(db: Executor, values: NewPayment): Promise<PaymentRecord | undefined> {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

export async function insertSubscription(
  db: Executor,
  values: NewSubscription,
): Promise<SubscriptionRecord | undefined> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row;
}

/** Cancels a subscription's payments in the given status (nothing more is taken or verified for them). */
export async function cancelPayments(
  db: Executor,
  subscriptionId: string,
  status: 'due' | 'awaiting_verification',
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, status)));
}

export async function updateSubscription(
  db: Executor,
  subscriptionId: string,
  values: Partial<NewSubscription>,
): Promise<void> {
  await db.update(subscriptions).set(values).where(eq(subscriptions.id, subscriptionId));
}

export async function findSubscription(db: Executor, subscriptionId: string): Promise<SubscriptionRecord | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row ?? null;
}

/** The subscription, if it is the member's. */
export async function findMemberSubscription(
  db: Executor,
  userId: string,
  subscriptionId: string,
): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  return row ?? null;
}

/** How many of the member's plans, other than this one, ever started. */
export async function countOtherActivatedSubscriptions(
  db: Executor,
  userId: string,
  subscriptionId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), ne(subscriptions.id, subscriptionId), isNotNull(subscriptions.activatedAt)),
    );
  return row?.n ?? 0;
}

/**
 * A page of the payments an admin list shows, each with the member it is from and the plan it is for (and the
 * list's own `columns`), and the count of every match.
 */
export async function findMemberPaymentPage<Columns extends SelectedFields>(
  db: Executor,
  list: { where: SQL | undefined; columns: Columns; orderBy: SQL[]; page: number; pageSize: number },
) {
  const rows = await db
    .select({
      paymentId: payments.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      paymentType: subscriptions.paymentType,
      amountCents: payments.amountCents,
      createdAt: payments.createdAt,
      ...list.columns,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(list.pageSize)
    .offset((list.page - 1) * list.pageSize);
  const [total] = await db
    .select({ count: count() })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(list.where);
  return { rows, total: total?.count ?? 0 };
}

/** Refunds owed and not returned yet, the earliest due first, with the member to return them to. */
export function findRefundsOwed(db: Executor, page: { page: number; pageSize: number }) {
  return findMemberPaymentPage(db, {
    where: eq(payments.status, 'refund_due'),
    columns: { dueAt: payments.dueAt },
    orderBy: [asc(payments.dueAt), asc(payments.createdAt), asc(payments.id)],
    page: page.page,
    pageSize: page.pageSize,
  });
}

/**
 * A mailed letter's fee counts as charged while it is owed or paid: waiting with its period, due, reported, being
 * charged, paid, or declined (still owed). Waived or cancelled, it was never owed. Money paid and given back is a
 * refund payment of its own, which leaves this one as it was.
 */
const CHARGED_FEE_STATUSES = [
  'scheduled',
  'due',
  'awaiting_verification',
  'processing',
  'completed',
  'failed',
] as const satisfies readonly BillingPaymentStatus[];

/** Whether the mailing whose fee is `paymentId` (null until USPS has the letter) is charged; for the mailings' queries. */
export function feeCharged(paymentId: AnyPgColumn): SQL<boolean> {
  const charged = and(eq(payments.id, paymentId), inArray(payments.status, CHARGED_FEE_STATUSES));
  return sql<boolean>`exists (select 1 from ${payments} where ${charged})`;
}
