import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { PlansResponseSchema } from '#shared/schemas/subscription.ts';

export const plansQueryOptions = queryOptions({
  queryKey: ['billing', 'plans'],
  queryFn: () => apiClient.get('/api/subscription/plans', PlansResponseSchema),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePlans() {
  return useQuery({ ...plansQueryOptions, select: (answer) => answer.plans });
}

/** How a new plan is paid for here (Stripe Checkout or the payment link), from the same answer as the plans. */
export function usePaymentProcessor() {
  return useQuery({ ...plansQueryOptions, select: (answer) => answer.processor });
}
