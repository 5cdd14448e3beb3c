import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type RenewalReportedRequestSchema, SubscriptionResponseSchema } from '#shared/schemas/subscription.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export type RenewalReportedRequest = z.infer<typeof RenewalReportedRequestSchema>;

/** Manual mode: "I've paid this month", with the receipt number if the member has one. */
export function useReportRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RenewalReportedRequest) =>
      apiClient.post('/api/subscription/renewal-reported', request, SubscriptionResponseSchema),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}
