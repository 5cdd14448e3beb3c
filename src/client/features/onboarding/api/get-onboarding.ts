import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { type OnboardingStateResponse, OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';

export const onboardingQueryKey = ['onboarding', 'state'] as const;

export const onboardingQueryOptions = queryOptions({
  queryKey: onboardingQueryKey,
  queryFn: () => apiClient.get('/api/onboarding', OnboardingStateResponseSchema),
});

/** The visitor's draft (kept by the server under a cookie), or the member's once step 5 made the account. */
export function useOnboardingState() {
  return useQuery(onboardingQueryOptions);
}

export type OnboardingState = OnboardingStateResponse;
