import type { PLAN_QUERY_VALUES } from '#shared/constants/onboarding.ts';
import type { PaymentType } from '#shared/constants/plans.ts';

/** The plan buttons in the cards' order: the `plan` word and the plan it picks (docs/product-rules.md, Plans). */
export const PLAN_LINKS: readonly (readonly [(typeof PLAN_QUERY_VALUES)[number], PaymentType])[] = [
  ['onetime', 'per_dispute'],
  ['monthly', 'monthly'],
  ['premium', 'premium'],
];
