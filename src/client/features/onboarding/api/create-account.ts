import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RegisterResponseSchema } from '#shared/schemas/auth.ts';
import type { CreateAccountRequest } from '#shared/schemas/onboarding-draft.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

/**
 * Once the draft has become a member's data (a new account, or a member finishing), the draft is gone and
 * everything a member sees is read again: who is signed in, the plan, the report, the disputes.
 */
export function useForgetDraft() {
  const queryClient = useQueryClient();
  return async () => {
    // Stale for the next visit, not read again now: the page is about to leave.
    await queryClient.invalidateQueries({ queryKey: onboardingQueryKey, refetchType: 'none' });
    await Promise.all(
      ['auth', 'billing', 'credit', 'disputes'].map((feature) =>
        queryClient.invalidateQueries({ queryKey: [feature] }),
      ),
    );
  };
}

/**
 * The last step: the draft becomes an account, whose emailed link signs the visitor in. The answer is the same
 * when the address already had an account (its owner is written to instead): only the address, never a session.
 */
export function useCreateAccount() {
  const forgetDraft = useForgetDraft();
  return useMutation({
    mutationFn: (request: CreateAccountRequest) =>
      apiClient.post('/api/onboarding/create-account', request, RegisterResponseSchema),
    onSuccess: forgetDraft,
  });
}
