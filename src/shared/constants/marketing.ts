import { EXTENDED_INVESTIGATION_DAYS, INVESTIGATION_DAYS } from './disputes.ts';

/**
 * The spec's marketing claims, shown on the landing page. CROA (15 U.S.C. § 1679b(a)(3)) forbids untrue or
 * misleading claims about results: each figure must be backed by the business's own records before it is
 * published. The spec's "30-day money-back guarantee" is left out: the refund rules (docs/decisions/003)
 * do not honour it.
 */
export const MARKETING_CLAIMS = {
  /** Shown as "2,500+". */
  clientsHelped: 2_500,
  /** A share: 0.89 is shown as 89%. */
  successRate: 0.89,
  /** Points. */
  averageScoreIncrease: 125,
} as const;

/** Each testimonial's rating, shown as stars. */
export const TESTIMONIAL_RATING = { stars: 5, outOf: 5 } as const;

/**
 * Spec section 9: initial bureau responses are expected in 30 to 45 days (the FCRA's 30 days to investigate,
 * 45 when the consumer sends new information meanwhile).
 */
export const FIRST_ANSWER_DAYS = { min: INVESTIGATION_DAYS, max: EXTENDED_INVESTIGATION_DAYS } as const;
