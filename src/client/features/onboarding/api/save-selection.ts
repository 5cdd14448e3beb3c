import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { type OnboardingSelection, OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

/**
 * Saving and clearing the selection run one after another, in the order the member clicked, so the draft
 * ends with the last choice even when a click overtakes the answer to the one before.
 */
export const selectionMutationScope = { id: 'onboarding-selection' };

export function useSaveSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: selectionMutationScope,
    mutationFn: (selection: OnboardingSelection) =>
      apiClient.put('/api/onboarding/selection', selection, OnboardingStateResponseSchema),
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryKey, state),
  });
}
