import type { Transaction } from '#server/db/client.ts';
import {
  findPeriodAt,
  findPeriodChargeStatus,
  findScheduledMailingFees,
  type SubscriptionRow,
  updatePayment,
} from './subscription-queries.ts';

/**
 * A letter CreditPath mailed is billed with the period's charge (issue 28): its fee waits, scheduled, with the
 * period in which USPS accepted it, and becomes due when that period's own charge stops waiting — due, or waived
 * or cancelled for want of other letters, since this letter went out whatever the rest of the period held. Due at
 * once when there is nothing to wait for: the period's charge already owed or paid (the one-time plan, billed
 * early when its allowance runs out), or the plan over or ending. Never before the letter is mailed (CROA
 * § 1679b(b)): the fee is recorded only then.
 */
export async function mailingFeeStatus(
  tx: Transaction,
  subscription: SubscriptionRow,
  mailedAt: Date,
): Promise<'scheduled' | 'due'> {
  if (!subscription.activatedAt || subscription.endedAt) return 'due';
  if (subscription.endsAt && mailedAt >= subscription.endsAt) return 'due';
  const period = await findPeriodAt(tx, subscription.id, mailedAt);
  if (!period) return 'due';
  // The period holding it has not begun yet (nobody settled the plan since the boundary): it will begin with its
  // charge scheduled, and the fee waits for it.
  if (period.endsAt && mailedAt >= period.endsAt) return 'scheduled';
  return (await findPeriodChargeStatus(tx, subscription.id, period.index)) === 'scheduled' ? 'scheduled' : 'due';
}

/** Each waiting fee whose period's charge no longer waits becomes due with it. */
export async function billMailingFees(tx: Transaction, subscription: SubscriptionRow): Promise<void> {
  for (const fee of await findScheduledMailingFees(tx, subscription.id)) {
    if ((await mailingFeeStatus(tx, subscription, fee.mailedAt)) === 'due') {
      await updatePayment(tx, fee.id, { status: 'due' });
    }
  }
}
