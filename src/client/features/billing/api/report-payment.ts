import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PaymentCompletedRequest, PaymentCompletedResponseSchema } from '#shared/schemas/subscription.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The spec: on success the user and disputes are read again (the status changed, drafts were queued). */
export function useReportPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaymentCompletedRequest) =>
      apiClient.post('/api/subscription/payment-completed', request, PaymentCompletedResponseSchema),
    onSuccess: () =>
      Promise.all(
        ['auth', 'billing', 'credit', 'disputes'].map((feature) =>
          queryClient.invalidateQueries({ queryKey: [feature] }),
        ),
      ),
  });
}
