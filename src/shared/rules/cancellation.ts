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

export type CancellationOutcome =
  | { kind: 'refused'; reason: 'nothing_to_cancel' | 'already_cancelling' }
  /** Ends now; `refund` says whether everything paid for this subscription is owed back. */
  | { kind: 'immediate'; refund: boolean; reason: 'right_to_cancel' | 'not_started' | 'services_begun' }
  /** Stays active, with its allowance, until the period paid for ends; nothing more is charged. */
  | { kind: 'end_of_period'; effectiveAt: Date };

/**
 * What cancelling means right now: the member sees this before they confirm, and the server applies the
 * same answer. The 3-business-day right (CROA § 1679e) beats every other rule: cancelling inside it is free.
 */
export function decideCancellation(facts: CancellationFacts): CancellationOutcome {
  if (facts.status !== 'active' && facts.status !== 'pending_verification') {
    return { kind: 'refused', reason: 'nothing_to_cancel' };
  }
  if (facts.endsAt) return { kind: 'refused', reason: 'already_cancelling' };
  if (facts.rightToCancelEndsAt && facts.now < facts.rightToCancelEndsAt) {
    return { kind: 'immediate', refund: true, reason: 'right_to_cancel' };
  }
  // Not verified yet, or verified but nothing sent: no service has begun, so nothing is kept.
  if (facts.status === 'pending_verification' || (facts.billing === 'one_time' && facts.disputesSent === 0)) {
    return { kind: 'immediate', refund: true, reason: 'not_started' };
  }
  if (facts.billing === 'one_time') return { kind: 'immediate', refund: false, reason: 'services_begun' };
  return facts.currentPeriodEndsAt
    ? { kind: 'end_of_period', effectiveAt: facts.currentPeriodEndsAt }
    : { kind: 'immediate', refund: true, reason: 'not_started' };
}
