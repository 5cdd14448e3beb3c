import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { RegisterResponseSchema } from '#shared/schemas/auth.ts';
import type { CreateAccountRequest } from '#shared/schemas/onboarding-draft.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

/**
 * Once the plan has started (step 6 done), the draft is gone and everything a member sees is read again: who is
 * signed in, the plan, the report, the disputes.
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
 * Step 5: the draft becomes an account, and this browser is signed in to it (the draft, now the member's, keeps
 * the choice for step 6). The answer is the same when the address already had an account (its owner is written to
 * instead): the address, and then no session.
 */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAccountRequest) =>
      apiClient.post('/api/onboarding/create-account', request, RegisterResponseSchema),
    onSuccess: () =>
      Promise.all(['auth', 'onboarding'].map((feature) => queryClient.invalidateQueries({ queryKey: [feature] }))),
  });
}
