import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AcceptAgreementRequest, AcceptedAgreementSchema } from '#shared/schemas/subscription.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

/** Where a signed-in member's acceptance is stored; the onboarding passes its own (see AgreementDialog). */
export const acceptSubscriptionAgreement = (request: AcceptAgreementRequest) =>
  apiClient.post('/api/subscription/agreement', request, AcceptedAgreementSchema);

export function useAcceptAgreement(send: (request: AcceptAgreementRequest) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AcceptAgreementRequest) => send(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
