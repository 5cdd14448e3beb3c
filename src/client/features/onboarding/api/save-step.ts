import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { OnboardingStep } from '#shared/constants/onboarding.ts';
import { OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

/** Remembers the step the visitor is on, so they come back to it. */
export function useSaveStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: OnboardingStep) =>
      apiClient.put('/api/onboarding/step', { step }, OnboardingStateResponseSchema),
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryKey, state),
  });
}
