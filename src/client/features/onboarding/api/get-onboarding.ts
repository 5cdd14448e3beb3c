import { apiQuery } from '#client/lib/api-query.ts';
import { type OnboardingStateResponse, OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';

export const {
  queryKey: onboardingQueryKey,
  options: onboardingQueryOptions,
  /** The visitor's draft (kept by the server under a cookie), or the member's once step 5 made the account. */
  useAnswer: useOnboardingState,
} = apiQuery(['onboarding', 'state'], '/api/onboarding', OnboardingStateResponseSchema);

export type OnboardingState = OnboardingStateResponse;
