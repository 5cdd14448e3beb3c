import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import { payments, subscriptions } from '#server/db/schema/billing.ts';
import { findMemberPaymentPage } from '#server/features/billing/index.ts';
import { type AwaitingPaymentsQuerySchema, VerifiablePaymentKindSchema } from '#shared/schemas/admin.ts';

type AwaitingQuery = z.output<typeof AwaitingPaymentsQuerySchema>;

/**
 * The payments that count as money: verified ones, less refunds (negative rows, counted from the moment they
 * are owed, as the billing service counts them). A payment still awaiting verification, or cancelled, is not.
 */
export const countedPayment = or(eq(payments.status, 'completed'), eq(payments.kind, 'refund'));

/**
 * Payments an admin can verify: awaiting verification on a manual subscription (a payment the member reported
 * for a period's letters stays owed, and verifiable, after the plan ends). A Stripe checkout not finished is
 * awaiting too, but only Stripe can verify it.
 */
function awaitingCondition(query: AwaitingQuery): SQL | undefined {
  return and(
    eq(payments.status, 'awaiting_verification'),
    eq(subscriptions.processor, 'manual'),
    inArray(payments.kind, query.kind ? [query.kind] : VerifiablePaymentKindSchema.options),
    // Asked for purchases, the admin means plans waiting for activation (paid up front before billing in arrears):
    // a running plan's first period, reported paid after it closed, is verified from the whole list instead.
    query.kind === 'purchase' ? isNull(subscriptions.activatedAt) : undefined,
    query.userId ? eq(payments.userId, query.userId) : undefined,
  );
}

/** A page of them, the longest waiting first, and the count of every match. */
export function findAwaitingPayments(db: Executor, query: AwaitingQuery) {
  return findMemberPaymentPage(db, {
    where: awaitingCondition(query),
    columns: {
      kind: payments.kind,
      periodIndex: payments.periodIndex,
      reportedAt: payments.reportedAt,
      memberReference: payments.memberReference,
    },
    orderBy: [asc(payments.createdAt), asc(payments.id)],
    page: query.page,
    pageSize: query.pageSize,
  });
}

/**
 * A page of the Stripe charges the charge job stopped trying (stopped_at), the latest stopped first, with what the
 * admin needs to look into each: the last failure, the attempts and the invoice.
 */
export function findStoppedCharges(db: Executor, page: { page: number; pageSize: number }) {
  return findMemberPaymentPage(db, {
    where: and(isNotNull(payments.stoppedAt), eq(payments.status, 'due')),
    columns: {
      kind: payments.kind,
      stoppedAt: payments.stoppedAt,
      attempts: payments.attempts,
      lastError: payments.lastError,
      stripeInvoiceId: payments.stripeInvoiceId,
    },
    orderBy: [desc(payments.stoppedAt), asc(payments.id)],
    page: page.page,
    pageSize: page.pageSize,
  });
}
