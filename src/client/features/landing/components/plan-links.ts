import type { PLAN_QUERY_VALUES } from '#shared/constants/onboarding.ts';
import { type PaymentType, PLANS } from '#shared/constants/plans.ts';

const LINKS: readonly (readonly [(typeof PLAN_QUERY_VALUES)[number], PaymentType])[] = [
  ['onetime', 'per_dispute'],
  ['monthly', 'monthly'],
  ['premium', 'premium'],
];

/** The plan buttons in the cards' order: the `plan` word, and the plan it picks (docs/product-rules.md, Plans). */
export const PLAN_LINKS = LINKS.map(([query, paymentType]) => ({ query, paymentType, plan: PLANS[paymentType] }));
