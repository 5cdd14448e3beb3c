import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';
import { type AcceptAgreementRequest, AcceptedAgreementSchema } from '#shared/schemas/subscription.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

/** The agreement accepted inside the draft (a visitor has no subscription yet); given to the agreement dialog. */
export function useAcceptOnboardingAgreement() {
  const queryClient = useQueryClient();
  return async (request: AcceptAgreementRequest) => {
    const accepted = await apiClient.post('/api/onboarding/agreement', request, AcceptedAgreementSchema);
    await queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
    return accepted;
  };
}

/** "I've completed payment": the server records it for a person to verify. */
export function useReportOnboardingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/api/onboarding/payment-completed', {}, OnboardingStateResponseSchema),
    onSuccess: async (state) => {
      queryClient.setQueryData(onboardingQueryKey, state);
      // A signed-in member's plan status changed.
      await Promise.all(['auth', 'billing'].map((feature) => queryClient.invalidateQueries({ queryKey: [feature] })));
    },
  });
}
