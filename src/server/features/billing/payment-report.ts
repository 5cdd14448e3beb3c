import type { z } from 'zod';
import { lockUser } from '#server/db/member-lock.ts';
import { unauthorized } from '#server/errors.ts';
import { recordHistory, settleSubscription } from '#server/features/allowance/index.ts';
import type { PaymentReportedRequestSchema, SubscriptionResponse } from '#shared/schemas/subscription.ts';
import type { BillingDeps } from './billing-deps.ts';
import { wrongSubscriptionState } from './billing-errors.ts';
import { findDueManualPayments, updatePayment } from './payment-queries.ts';
import { getSubscription } from './service.ts';

/**
 * Manual mode: the member says they paid what is due (a period that closed with letters in it) through the
 * payment link, with the receipt number if they have one, so the admin who verifies it knows what to look for.
 * Only a due payment can be reported: it becomes awaiting verification, dated now. Anything else (nothing due,
 * already reported) is refused and changes nothing. A plan that has ended still owes what its letters cost.
 */
export async function reportDuePayment(
  deps: BillingDeps,
  userId: string,
  request: z.output<typeof PaymentReportedRequestSchema>,
): Promise<SubscriptionResponse> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthorized();
    // A period may have closed since the member last looked: it is billed here if so.
    await settleSubscription(tx, userId, now, deps.cipher);
    const due = await findDueManualPayments(tx, userId);
    if (due.length === 0) throw wrongSubscriptionState('nothing_due');
    for (const payment of due) {
      await updatePayment(tx, payment.id, {
        status: 'awaiting_verification',
        reportedAt: now,
        memberReference: request.reference || null,
      });
      await recordHistory(tx, {
        userId,
        subscriptionId: payment.subscriptionId,
        action: 'payment_reported',
        paymentType: payment.paymentType,
        newStatus: user.subscriptionStatus,
        actorId: userId,
        createdAt: now,
      });
    }
  });
  return getSubscription(deps, userId);
}
