import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlansResponseSchema } from '#shared/schemas/subscription.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const plansQueryOptions = queryOptions({
  queryKey: ['billing', 'plans'],
  queryFn: async () => (await apiClient.get('/api/subscription/plans', PlansResponseSchema)).plans,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
