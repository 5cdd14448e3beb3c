import type { Billing } from '../constants/plans.ts';
import type { SubscriptionStatus } from '../constants/subscription-statuses.ts';

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
   * Ends now; `refund` says whether what was paid and verified is owed back. A payment nobody verified yet is
   * cancelled instead, and refunded in full should the money still arrive.
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
  // Nothing verified, nothing kept: the reported payment is cancelled (and refunded should it arrive).
  if (facts.status === 'pending_verification') return { kind: 'immediate', refund: false, reason: 'not_verified' };
  if (facts.rightToCancelEndsAt && facts.now < facts.rightToCancelEndsAt) {
    return { kind: 'immediate', refund: true, reason: 'right_to_cancel' };
  }
  if (facts.billing === 'one_time') {
    return facts.disputesSent === 0
      ? { kind: 'immediate', refund: true, reason: 'not_started' }
      : { kind: 'immediate', refund: false, reason: 'services_begun' };
  }
  // A monthly plan runs to the end of its current period; without one (never expected) it ends now, unrefunded.
  return { kind: 'end_of_period', effectiveAt: facts.currentPeriodEndsAt ?? facts.now };
}
