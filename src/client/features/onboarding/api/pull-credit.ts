import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PERMISSIBLE_PURPOSES } from '#shared/constants/consent.ts';
import type { Language } from '#shared/constants/languages.ts';
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

/**
 * The profile saved at step 1 is the subject: the request carries only the consent and the preferences. The
 * purpose goes in the language the member read it in, so the stored consent is what they agreed to.
 */
export function pullRequest(
  consents: PullConsents,
  preferences: Preferences,
  now: Date,
  language: Language,
): CreditPullRequest {
  return {
    consent: {
      ...consents,
      consentTimestamp: now.toISOString(),
      permissiblePurpose: PERMISSIBLE_PURPOSES[language],
    },
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
