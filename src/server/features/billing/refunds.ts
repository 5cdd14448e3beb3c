import type { z } from 'zod';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { notFound } from '#server/errors.ts';
import { recordHistory } from '#server/features/allowance/index.ts';
import type {
  RefundSettledRequest,
  RefundsOwedQuerySchema,
  RefundsOwedResponse,
} from '#shared/schemas/subscription.ts';
import type { BillingDeps } from './billing-deps.ts';
import { wrongSubscriptionState } from './billing-errors.ts';
import { readPaymentPage } from './payment-pages.ts';
import { findPayment, findRefundsOwed, findSubscription, updatePayment } from './payment-queries.ts';

/** The refunds owed to members, the earliest due first; the read is audited like the other admin lists. */
export async function listRefundsOwed(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  audit: AuditContext,
  query: z.output<typeof RefundsOwedQuerySchema>,
): Promise<RefundsOwedResponse> {
  const { items, ...page } = await readPaymentPage(deps, audit, query, {
    audited: { refundsOwed: true },
    find: (tx) => findRefundsOwed(tx, query),
    toItem: (row) => ({
      ...row,
      amountCents: -row.amountCents,
      createdAt: row.createdAt.toISOString(),
      dueAt: row.dueAt?.toISOString() ?? null,
    }),
  });
  return { refunds: items, ...page };
}

/**
 * An admin settled a refund owed: returned through the processor (with its reference), or nothing to return
 * because the payment the member reported never reached us. Kept on the row (who, when, the reference), in
 * the member's plan history and in the audit log, under the member's lock so a second click finds it settled
 * (409) and records nothing more.
 */
export async function settleRefund(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  audit: AuditContext,
  paymentId: string,
  request: RefundSettledRequest,
): Promise<{ paymentId: string; status: 'refunded' | 'cancelled' }> {
  const now = deps.clock.now();
  const adminId = audit.actor.id;
  return deps.db.transaction(async (tx) => {
    const found = await findPayment(tx, paymentId);
    if (!found) throw notFound();
    const user = await lockUser(tx, found.userId);
    const payment = await findPayment(tx, paymentId);
    if (!user || !payment) throw notFound();
    if (payment.kind !== 'refund' || payment.status !== 'refund_due') throw wrongSubscriptionState(payment.status);
    const status = request.outcome === 'returned' ? 'refunded' : 'cancelled';
    const paymentReference = request.outcome === 'returned' ? request.paymentReference : null;
    await updatePayment(tx, payment.id, {
      status,
      verifiedAt: now,
      verifiedBy: adminId,
      externalReference: paymentReference,
    });
    // The refund row holds a negative amount; the log says what was owed back.
    const details = {
      paymentId: payment.id,
      refundOutcome: request.outcome,
      paymentReference,
      refundCents: -payment.amountCents,
    };
    await recordAudit(tx, audit, { action: 'refund_settled', target: user, details }, now);
    const subscription = await findSubscription(tx, payment.subscriptionId);
    if (status === 'refunded' && subscription) {
      await recordHistory(tx, {
        userId: user.id,
        subscriptionId: payment.subscriptionId,
        action: 'refunded',
        paymentType: subscription.paymentType,
        newStatus: user.subscriptionStatus,
        actorId: adminId,
        createdAt: now,
      });
    }
    return { paymentId: payment.id, status };
  });
}
