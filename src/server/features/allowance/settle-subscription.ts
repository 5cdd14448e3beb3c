import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import type { BillingPaymentStatus } from '#shared/constants/billing.ts';
import { PLANS } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { addMonths, billingPeriodAt } from '#shared/rules/billing-period.ts';
import { periodCharge } from '#shared/rules/period-charge.ts';
import { endSubscription } from './end-subscription.ts';
import { billMailingFees } from './mailing-fees.ts';
import { releaseQueuedDrafts } from './release-queued-drafts.ts';
import {
  type BillingPeriodRow,
  cancelScheduledCharges,
  countSubmittedDisputes,
  findLatestPeriod,
  findOpenSubscription,
  findScheduledCharges,
  findSubscriptionStatus,
  hasPaymentIn,
  insertPayment,
  insertPeriod,
  openPeriod,
  prepareMayNeedSettling,
  recordHistory,
  type SubscriptionRow,
  updatePayment,
} from './subscription-queries.ts';

export type ActiveSubscription = SubscriptionRow & { activatedAt: Date };

/** Stripe: a charge owed and not paid yet: to be sent, sent, or declined. */
export const STRIPE_CHARGE_STATUSES: readonly BillingPaymentStatus[] = ['due', 'processing', 'failed'];

/** A charge the member owes and has not paid yet: Stripe's, or a manual one reported and not verified yet. */
export const OUTSTANDING_CHARGE_STATUSES: readonly BillingPaymentStatus[] = [
  ...STRIPE_CHARGE_STATUSES,
  'awaiting_verification',
];

/**
 * Brings a member's subscription up to `now`: drafts the plan's start queued go out once the right to cancel has
 * run out; each period that closed is billed for its letters (due) or waived; each monthly boundary passed begins
 * the next billing period, which opens once nothing is owed (Stripe: the charge paid; manual: the payment
 * verified by an admin); a cancellation whose date has come ends it, after its last period was billed. Both
 * processors alike. Run under the user lock, by whoever reads or spends the allowance and by the periodic sweep.
 * Answers the period now current, or null when there is none (not activated, or ended).
 */
export async function settleSubscription(
  tx: Transaction,
  userId: string,
  now: Date,
  cipher: Cipher,
): Promise<BillingPeriodRow | null> {
  const open = await findOpenSubscription(tx, userId);
  if (!open?.activatedAt) return null;
  const subscription: ActiveSubscription = { ...open, activatedAt: open.activatedAt };
  if (subscription.endsAt && now >= subscription.endsAt) {
    // The periods that began before the end are billed for their letters; nothing after it is.
    await beginPeriods(tx, subscription, new Date(subscription.endsAt.getTime() - 1), now);
    await billClosedPeriods(tx, subscription, now);
    await cancelScheduledCharges(tx, subscription.id);
    await endSubscription(tx, subscription, { endedAt: subscription.endsAt, now, action: 'ended', actorId: null });
    return null;
  }
  // First, so the drafts count against the period in which the right to cancel ran out before it is billed.
  await releaseQueuedDrafts(tx, subscription, now, cipher);
  await beginPeriods(tx, subscription, now, now);
  await billClosedPeriods(tx, subscription, now);
  await openPaidForPeriod(tx, subscription, now);
  return findLatestPeriod(tx, subscription.id);
}

/**
 * Begins every period from the one after the latest to the one holding `until`, each with its renewal charge
 * scheduled (owed after the period, for its letters), the period open from its start when nothing is owed by
 * then.
 */
async function beginPeriods(tx: Transaction, subscription: ActiveSubscription, until: Date, now: Date) {
  const { userId } = subscription;
  const plan = PLANS[subscription.paymentType];
  const anchor = subscription.activatedAt;
  const latest = await findLatestPeriod(tx, subscription.id);
  const current = billingPeriodAt(anchor, plan.billing, until);
  const first = (latest?.index ?? -1) + 1;
  if (first > current.index) return;
  const status = await memberStatus(tx, userId);
  for (let index = first; index <= current.index; index += 1) {
    const startsAt = addMonths(anchor, index);
    await billClosedPeriods(tx, subscription, now);
    const opens = !(await isChargeOutstanding(tx, subscription, status));
    await insertPeriod(tx, {
      userId,
      subscriptionId: subscription.id,
      index,
      startsAt,
      endsAt: addMonths(anchor, index + 1),
      allowance: plan.disputeAllowance,
      openedAt: opens ? startsAt : null,
    });
    await insertPayment(tx, {
      userId,
      subscriptionId: subscription.id,
      kind: 'renewal',
      amountCents: plan.priceCents,
      status: 'scheduled',
      periodIndex: index,
      createdAt: startsAt,
    });
    await recordHistory(tx, {
      userId,
      subscriptionId: subscription.id,
      action: 'renewed',
      paymentType: subscription.paymentType,
      newStatus: status,
      actorId: null,
      createdAt: startsAt,
    });
  }
}

/**
 * Each scheduled charge whose period has closed becomes due (letters were generated in it) or, without letters,
 * waived (the month ran its course) or cancelled (the plan was cancelled before anything was owed); the fees of
 * letters we mailed in it become due with it, never waived (mailing-fees.ts). Stripe's charge job takes a due
 * charge; a manual one waits for the member to pay it through the payment link.
 */
export async function billClosedPeriods(
  tx: Transaction,
  subscription: ActiveSubscription,
  now: Date,
  withoutLetters: 'waived' | 'cancelled' = 'waived',
): Promise<void> {
  const plan = PLANS[subscription.paymentType];
  const scheduled = await findScheduledCharges(tx, subscription.id);
  for (const { id, period } of scheduled) {
    const charge = periodCharge({
      billing: plan.billing,
      endsAt: period.endsAt,
      activatedAt: subscription.activatedAt,
      allowance: period.allowance,
      used: period.used,
      letters: await countSubmittedDisputes(tx, [period.id]),
      now,
    });
    if (charge === 'open') continue;
    await updatePayment(tx, id, { status: charge === 'due' ? 'due' : withoutLetters });
  }
  await billMailingFees(tx, subscription);
}

/** A charge still owed (see OUTSTANDING_CHARGE_STATUSES) or a member past due: no new allowance opens until paid. */
async function isChargeOutstanding(
  tx: Transaction,
  subscription: SubscriptionRow,
  status: SubscriptionStatus,
): Promise<boolean> {
  if (status === 'past_due') return true;
  return hasPaymentIn(tx, subscription.id, OUTSTANDING_CHARGE_STATUSES);
}

/**
 * The current period, waiting for an earlier one's charge, opens once nothing is owed any more. The one rule that
 * opens a waiting period: run when settling, when an invoice is paid (Stripe) and when an admin verifies a
 * payment (manual).
 */
export async function openPaidForPeriod(tx: Transaction, subscription: SubscriptionRow, now: Date): Promise<void> {
  const latest = await findLatestPeriod(tx, subscription.id);
  if (!latest || latest.openedAt) return;
  if (await isChargeOutstanding(tx, subscription, await memberStatus(tx, subscription.userId))) return;
  await openPeriod(tx, latest.id, now);
}

async function memberStatus(tx: Transaction, userId: string): Promise<SubscriptionStatus> {
  return (await findSubscriptionStatus(tx, userId)) ?? 'inactive';
}

/** Settles one member in a transaction of its own; answers their status afterwards. */
export async function settleMember(
  db: Database,
  cipher: Cipher,
  userId: string,
  now: Date,
): Promise<SubscriptionStatus | null> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return null;
    await settleSubscription(tx, userId, now, cipher);
    return (await lockUser(tx, userId))?.subscriptionStatus ?? null;
  });
}

/**
 * The member's status as of now: an active plan whose cancellation date has passed reads as ended, so the
 * current-user answer never shows a plan that is over. That answer is asked on every page, and settles too what
 * the member's next page shows (the drafts a plan's start queued, out once the right to cancel has run out); but
 * settling takes the member's lock and a dozen statements, so one statement first asks whether there is
 * anything it could do (`prepareMayNeedSettling`), which for an active member mid-period there is not.
 */
export function createSettledStatus(
  db: Database,
  cipher: Cipher,
): (user: { id: string; subscriptionStatus: SubscriptionStatus }, now: Date) => Promise<SubscriptionStatus> {
  const mayNeedSettling = prepareMayNeedSettling(db);
  return async (user, now) => {
    if (user.subscriptionStatus !== 'active') return user.subscriptionStatus;
    if (!(await mayNeedSettling(user.id, now))) return user.subscriptionStatus;
    return (await settleMember(db, cipher, user.id, now)) ?? user.subscriptionStatus;
  };
}
