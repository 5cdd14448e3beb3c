import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { leaveTo } from '#client/lib/navigation.ts';
import { type CheckoutRequest, CheckoutResponseSchema } from '#shared/schemas/subscription.ts';

/** Stripe mode: the plan chosen (and the items to queue), answered with the card Checkout page to leave for. */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckoutRequest) =>
      apiClient.post('/api/subscription/checkout', request, CheckoutResponseSchema),
    onSuccess: async ({ url }) => {
      // Checkout may have opened the plan's pending subscription: a page shown again on "back" reads it afresh.
      await queryClient.invalidateQueries({ queryKey: ['billing'], refetchType: 'none' });
      leaveTo(url);
    },
  });
}
