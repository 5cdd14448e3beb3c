import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OnboardingSelection, OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

export function useSaveSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: OnboardingSelection) =>
      apiClient.put('/api/onboarding/selection', selection, OnboardingStateResponseSchema),
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryKey, state),
  });
}
