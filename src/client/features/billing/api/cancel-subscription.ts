import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { SubscriptionResponseSchema } from '#shared/schemas/subscription.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/api/subscription/cancel', undefined, SubscriptionResponseSchema),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      return queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}
