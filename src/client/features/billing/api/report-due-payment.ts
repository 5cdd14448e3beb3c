import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { type PaymentReportedRequestSchema, SubscriptionResponseSchema } from '#shared/schemas/subscription.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export type PaymentReportedRequest = z.infer<typeof PaymentReportedRequestSchema>;

/** Manual mode: "I've paid it", for a payment due, with the receipt number if the member has one. */
export function useReportDuePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaymentReportedRequest) =>
      apiClient.post('/api/subscription/payment-reported', request, SubscriptionResponseSchema),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}
