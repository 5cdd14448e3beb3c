import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { ProcessDisputesResponseSchema } from '#shared/schemas/disputes.ts';
import { invalidateAfterDisputeChange } from './invalidate-after-change.ts';

/** Sends the chosen drafts to the three bureaus (the server checks the plan, its allowance and the profile). */
export function useProcessDisputes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disputeIds: string[]) =>
      apiClient.post('/api/disputes/process', { disputeIds }, ProcessDisputesResponseSchema),
    onSuccess: () => invalidateAfterDisputeChange(queryClient),
  });
}
