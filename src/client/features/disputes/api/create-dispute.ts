import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { type CreateDisputeRequest, DisputeResponseSchema } from '#shared/schemas/disputes.ts';
import { invalidateAfterDisputeChange } from './invalidate-after-change.ts';

export function useCreateDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateDisputeRequest) => apiClient.post('/api/disputes', request, DisputeResponseSchema),
    onSuccess: () => invalidateAfterDisputeChange(queryClient),
  });
}
