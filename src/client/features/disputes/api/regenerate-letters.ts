import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { DisputeResponseSchema } from '#shared/schemas/disputes.ts';
import { disputesQueryKey } from './get-disputes.ts';

/** Writes a sent dispute's letters again from today's mailing details (after the member corrected them). */
export function useRegenerateLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(`/api/disputes/${id}/regenerate-letters`, undefined, DisputeResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputesQueryKey }),
  });
}
