import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { type OnboardingProfileRequest, OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

export function useSaveOnboardingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: OnboardingProfileRequest) =>
      apiClient.put('/api/onboarding/profile', profile, OnboardingStateResponseSchema),
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryKey, state),
  });
}
