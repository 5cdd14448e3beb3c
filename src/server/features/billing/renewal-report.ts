import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RenewalReportedRequestSchema, SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { settleSubscription } from '../../allowance/settle-subscription.ts';
import { findOpenSubscription, lockUser } from '../../allowance/subscription-queries.ts';
import { payments } from '../../db/schema/billing.ts';
import { unauthorized } from '../../errors.ts';
import type { BillingDeps } from './billing-deps.ts';
import { wrongSubscriptionState } from './billing-errors.ts';
import { findRenewal } from './renewal-queries.ts';
import { getSubscription } from './service.ts';

/**
 * Manual mode: the member says they paid this month's renewal through the payment link, with the receipt
 * number if they have one, so the admin who verifies it knows what to look for. Idempotent: saying it again
 * keeps the first date and takes the newer reference.
 */
export async function reportRenewal(
  deps: BillingDeps,
  userId: string,
  request: z.output<typeof RenewalReportedRequestSchema>,
): Promise<SubscriptionResponse> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthorized();
    // The month boundary may not have been settled yet: its renewal is created here if so.
    const period = await settleSubscription(tx, userId, now, deps.cipher);
    const subscription = await findOpenSubscription(tx, userId);
    const renewal =
      period && subscription?.processor === 'manual' ? await findRenewal(tx, subscription.id, period.index) : null;
    if (renewal?.status !== 'awaiting_verification') throw wrongSubscriptionState('nothing_awaiting');
    await tx
      .update(payments)
      .set({ reportedAt: renewal.reportedAt ?? now, memberReference: request.reference || renewal.memberReference })
      .where(eq(payments.id, renewal.id));
  });
  return getSubscription(deps, userId);
}
