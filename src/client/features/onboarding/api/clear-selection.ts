import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';
import { onboardingQueryKey } from './get-onboarding.ts';
import { selectionMutationScope } from './save-selection.ts';

/** Every item unchosen: the draft forgets the selection, so a reload shows none either. */
export function useClearSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: selectionMutationScope,
    mutationFn: () => apiClient.delete('/api/onboarding/selection', OnboardingStateResponseSchema),
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryKey, state),
  });
}
