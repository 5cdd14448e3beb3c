import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { type AcceptAgreementRequest, AcceptedAgreementSchema } from '#shared/schemas/subscription.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

/** The signed-in member signs the agreement for a plan (on the plans page, or at the onboarding's step 6). */
export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AcceptAgreementRequest) =>
      apiClient.post('/api/subscription/agreement', request, AcceptedAgreementSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
