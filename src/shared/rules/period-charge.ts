import type { Billing } from '#shared/constants/plans.ts';
import { addMonths } from './billing-period.ts';

/** The one-time plan closes for billing this many months after activation, unless its allowance runs out first. */
export const ONE_TIME_BILLING_MONTHS = 1;

export interface PeriodFacts {
  billing: Billing;
  /** Null for the one-time plan's single period (set when a cancellation cut a period short). */
  endsAt: Date | null;
  activatedAt: Date;
  allowance: number;
  used: number;
  /** Disputes submitted in the period: the letters its price pays for. */
  letters: number;
  now: Date;
}

/**
 * 'open': still running, nothing owed yet; 'due': closed with letters in it, so its price is charged now;
 * 'waived': closed with none, so nothing is owed for it.
 */
export type PeriodCharge = 'open' | 'due' | 'waived';

/**
 * CROA § 1679b(b): no money before the service it pays for is performed. A period is billed in arrears, once
 * it has closed, and only when letters were generated in it. A month closes at its end. The one-time plan
 * closes when its allowance is used up or a month after activation, whichever comes first; without letters by
 * then it is not waived but waits, and is billed at the first later moment it has some.
 */
export function periodCharge(facts: PeriodFacts): PeriodCharge {
  if (facts.endsAt) {
    if (facts.now < facts.endsAt) return 'open';
    return facts.letters > 0 ? 'due' : 'waived';
  }
  if (facts.billing === 'monthly') return 'open';
  const closed = facts.used >= facts.allowance || facts.now >= addMonths(facts.activatedAt, ONE_TIME_BILLING_MONTHS);
  return closed && facts.letters > 0 ? 'due' : 'open';
}
