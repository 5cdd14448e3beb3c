import type { PaymentType } from '#shared/constants/plans.ts';

// A Map, not an object literal: `?plan=constructor` must not find Object's own members.
const BY_QUERY = new Map<string, PaymentType>([
  ['onetime', 'per_dispute'],
  ['monthly', 'monthly'],
  ['yearly', 'monthly'],
  ['premium', 'premium'],
]);

/** `?plan=onetime|monthly|yearly|premium`; yearly is monthly; else no choice (docs/product-rules.md, Onboarding). */
export function paymentTypeOfPlanQuery(plan: string | null | undefined): PaymentType | null {
  return plan ? (BY_QUERY.get(plan) ?? null) : null;
}
