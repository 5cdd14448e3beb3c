import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { leaveTo } from '#client/lib/navigation.ts';
import { CheckoutResponseSchema } from '#shared/schemas/subscription.ts';

/** Past due: a card Checkout that saves a new card, after which the declined charge is tried again. */
export function useUpdateCard() {
  return useMutation({
    mutationFn: () => apiClient.post('/api/subscription/payment-method', undefined, CheckoutResponseSchema),
    onSuccess: ({ url }) => leaveTo(url),
  });
}
