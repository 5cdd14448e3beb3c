import type { PLAN_QUERY_VALUES } from '#shared/constants/onboarding.ts';
import type { PaymentType } from '#shared/constants/plans.ts';

/** The spec's plan buttons, in the order the cards show: the onboarding's `plan` word and the plan it picks. */
export const PLAN_LINKS: readonly (readonly [(typeof PLAN_QUERY_VALUES)[number], PaymentType])[] = [
  ['onetime', 'per_dispute'],
  ['monthly', 'monthly'],
  ['premium', 'premium'],
];
