import type { BillingPaymentStatus, PaymentKind } from '#shared/constants/billing.ts';
import type { Billing } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';

export interface CancellationFacts {
  status: SubscriptionStatus;
  billing: Billing;
  now: Date;
  /** The end of the 3-business-day window of the agreement this subscription was bought under. */
  rightToCancelEndsAt: Date | null;
  /** Null for the one-time plan, or before activation. */
  currentPeriodEndsAt: Date | null;
  /** Disputes already sent to the bureaus under this subscription. */
  disputesSent: number;
  /** Set once a cancellation at the end of the period was asked for. */
  endsAt: Date | null;
}

export const REFUSED_CANCELLATION_REASONS = ['nothing_to_cancel', 'already_cancelling'] as const;
export const IMMEDIATE_CANCELLATION_REASONS = [
  'right_to_cancel',
  'not_verified',
  'not_started',
  'services_begun',
  'payment_failed',
] as const;

export type CancellationOutcome =
  | { kind: 'refused'; reason: (typeof REFUSED_CANCELLATION_REASONS)[number] }
  /**
   * Ends now; `refund` says whether what was paid is owed back: verified, or reported by the member and not
   * verified yet (the money may be with us). See `refundOwed`.
   */
  | { kind: 'immediate'; refund: boolean; reason: (typeof IMMEDIATE_CANCELLATION_REASONS)[number] }
  /**
   * Stays active, with its allowance, until the current period ends; no later period is charged. (With Stripe the
   * current period itself is charged after it ends, if letters were written in it: billing is in arrears.)
   */
  | { kind: 'end_of_period'; effectiveAt: Date };

/**
 * What cancelling means right now: the member sees this before they confirm, and the server applies the
 * same answer. The 3-business-day right (CROA § 1679e) beats every other rule: cancelling inside it is free.
 */
export function decideCancellation(facts: CancellationFacts): CancellationOutcome {
  // A declined charge was for letters already written: the plan can end now, and what was paid before is kept.
  // Ending it charges nothing more: the declined payment stays 'failed', which no job collects.
  if (facts.status === 'past_due') return { kind: 'immediate', refund: false, reason: 'payment_failed' };
  if (facts.status !== 'active' && facts.status !== 'pending_verification') {
    return { kind: 'refused', reason: 'nothing_to_cancel' };
  }
  if (facts.endsAt) return { kind: 'refused', reason: 'already_cancelling' };
  if (facts.rightToCancelEndsAt && facts.now < facts.rightToCancelEndsAt) {
    return { kind: 'immediate', refund: true, reason: 'right_to_cancel' };
  }
  // A plan that never started (a payment reported under the old pay-first flow, or a card checkout not finished)
  // keeps nothing: whatever the member reported paying is owed back.
  if (facts.status === 'pending_verification') return { kind: 'immediate', refund: true, reason: 'not_verified' };
  if (facts.billing === 'one_time') {
    return facts.disputesSent === 0
      ? { kind: 'immediate', refund: true, reason: 'not_started' }
      : { kind: 'immediate', refund: false, reason: 'services_begun' };
  }
  // A monthly plan runs to the end of its current period; without one (never expected) it ends now, unrefunded.
  return { kind: 'end_of_period', effectiveAt: facts.currentPeriodEndsAt ?? facts.now };
}

/**
 * CROA § 1679e(b): the notice of cancellation the member signed promises any payment back within 10 days of the
 * cancellation. Calendar days, the reading that keeps the member waiting least.
 */
export const REFUND_DAYS = 10;

export interface PaymentFacts {
  kind: PaymentKind;
  status: BillingPaymentStatus;
  /** Refund rows are negative. */
  amountCents: number;
  /** When the member said they paid it (manual mode), else null. */
  reportedAt: Date | null;
}

/**
 * What a cancellation that refunds owes back, and by when: every payment of the plan that was verified, and every
 * one the member reported paying that nobody verified yet (the money may have reached us; the admin checks before
 * returning it), less refunds already owed or given. Null when nothing is owed.
 */
export function refundOwed(
  payments: readonly PaymentFacts[],
  cancelledAt: Date,
): { amountCents: number; dueAt: Date } | null {
  const amountCents = payments
    .filter(
      (payment) =>
        payment.status === 'completed' ||
        payment.kind === 'refund' ||
        (payment.status === 'awaiting_verification' && payment.reportedAt !== null),
    )
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  if (amountCents <= 0) return null;
  return { amountCents, dueAt: new Date(cancelledAt.getTime() + REFUND_DAYS * 24 * 60 * 60 * 1000) };
}
