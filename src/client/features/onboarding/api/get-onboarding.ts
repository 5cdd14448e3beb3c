import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OnboardingStateResponse, OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const onboardingQueryKey = ['onboarding', 'state'] as const;

/** How often the state is read again while the server is pulling the credit report. */
export const PULL_POLL_MS = 1000;

export const onboardingQueryOptions = queryOptions({
  queryKey: onboardingQueryKey,
  queryFn: () => apiClient.get('/api/onboarding', OnboardingStateResponseSchema),
});

/** The visitor's draft (kept by the server under a cookie); `poll` reads it every second, e.g. during a pull. */
export function useOnboardingState({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({ ...onboardingQueryOptions, refetchInterval: poll ? PULL_POLL_MS : false });
}

export type OnboardingState = OnboardingStateResponse;
