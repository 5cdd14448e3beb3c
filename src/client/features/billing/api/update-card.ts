import { useMutation } from '@tanstack/react-query';
import { CheckoutResponseSchema } from '#shared/schemas/subscription.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { leaveTo } from '../../../lib/navigation.ts';

/** Past due: a card Checkout that saves a new card, after which the declined charge is tried again. */
export function useUpdateCard() {
  return useMutation({
    mutationFn: () => apiClient.post('/api/subscription/payment-method', undefined, CheckoutResponseSchema),
    onSuccess: ({ url }) => leaveTo(url),
  });
}
