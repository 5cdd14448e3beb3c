import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '#client/lib/api-query.ts';
import { PlansResponseSchema } from '#shared/schemas/subscription.ts';

export const { options: plansQueryOptions } = apiQuery(
  ['billing', 'plans'],
  '/api/subscription/plans',
  PlansResponseSchema,
  {
    staleTime: Number.POSITIVE_INFINITY,
  },
);

export function usePlans() {
  return useQuery({ ...plansQueryOptions, select: (answer) => answer.plans });
}

/** How a new plan is paid for here (Stripe Checkout or the payment link), from the same answer as the plans. */
export function usePaymentProcessor() {
  return useQuery({ ...plansQueryOptions, select: (answer) => answer.processor });
}
