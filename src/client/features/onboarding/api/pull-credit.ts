import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PERMISSIBLE_PURPOSE } from '#shared/constants/consent.ts';
import { CreditPullResponseSchema } from '#shared/schemas/credit.ts';
import type { CreditPullRequest } from '#shared/schemas/onboarding.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

/** The three consents the FCRA step asks for, all required. */
export interface PullConsents {
  fcraConsent: boolean;
  permissiblePurposeConsent: boolean;
  piiProcessingConsent: boolean;
}

export type Preferences = NonNullable<CreditPullRequest['preferences']>;

/** The profile saved at step 1 is the subject: the request carries only the consent and the preferences. */
export function pullRequest(consents: PullConsents, preferences: Preferences, now: Date): CreditPullRequest {
  return {
    consent: { ...consents, consentTimestamp: now.toISOString(), permissiblePurpose: PERMISSIBLE_PURPOSE },
    preferences,
  };
}

export function usePullCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreditPullRequest) =>
      apiClient.post('/api/onboarding/credit-pull', request, CreditPullResponseSchema),
    // Success or failure, the server's state of the pull is the one to show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingQueryKey }),
  });
}
