import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { SubscriptionResponseSchema } from '#shared/schemas/subscription.ts';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: () => apiClient.get('/api/subscription', SubscriptionResponseSchema),
});

export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
