import type { Transaction } from '#server/db/client.ts';
import { findLatestSubscription, findOpenSubscription, mailingFeeStatus } from '#server/features/allowance/index.ts';
import { findMemberMailing, insertPayment } from './payment-queries.ts';

/**
 * The price of a letter CreditPath mailed for the member, recorded once USPS has accepted it and never before
 * (CROA § 1679b(b)); a letter cancelled before then has no charge at all. Billed with the period's charge
 * (allowance/mailing-fees.ts): Stripe's charge job takes it when due, a manual member pays it with the period's
 * price through the payment link. A letter mailed after the plan ended is charged to that plan, due at once.
 * Run under the member's lock; a mailing already charged answers its payment, so a retried event charges once.
 * Answers the payment's id, for the mailing to name.
 */
export async function recordMailingCharge(
  tx: Transaction,
  charge: { userId: string; mailingId: string; amountCents: number; now: Date },
): Promise<string> {
  const { userId, now } = charge;
  const mailing = await findMemberMailing(tx, userId, charge.mailingId);
  if (!mailing) throw new Error(`mailing ${charge.mailingId} is not member ${userId}'s`);
  if (mailing.paymentId) return mailing.paymentId;
  const subscription = (await findOpenSubscription(tx, userId)) ?? (await findLatestSubscription(tx, userId));
  if (!subscription) throw new Error(`member ${userId} has no plan to charge mailing ${charge.mailingId} to`);
  const payment = await insertPayment(tx, {
    userId,
    subscriptionId: subscription.id,
    kind: 'mailing',
    amountCents: charge.amountCents,
    status: await mailingFeeStatus(tx, subscription, now),
    createdAt: now,
  });
  if (!payment) throw new Error('mailing payment insert returned no row');
  return payment.id;
}
