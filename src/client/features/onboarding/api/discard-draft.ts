import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

const discardDraft = () => apiClient.delete('/api/onboarding', z.undefined());

/** "Start over": deletes what was typed, the ID photos and the pulled report, then reads the fresh draft. */
export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingQueryKey }),
  });
}

/** Step 6 done (the plan started): the member's draft has served its purpose. */
export function useFinishDraft() {
  return useMutation({ mutationFn: discardDraft });
}
