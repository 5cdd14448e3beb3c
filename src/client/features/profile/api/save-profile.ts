import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { Profile } from '#shared/schemas/onboarding.ts';
import { ProfileResponseSchema } from '#shared/schemas/profile.ts';
import { profileQueryKey } from './get-profile.ts';

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) => apiClient.put('/api/profile', profile, ProfileResponseSchema),
    onSuccess: (saved) => queryClient.setQueryData(profileQueryKey, saved),
  });
}
