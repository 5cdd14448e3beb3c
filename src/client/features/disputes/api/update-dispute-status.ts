import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { DisputeResponseSchema, type UpdateDisputeStatusRequest } from '#shared/schemas/disputes.ts';
import { invalidateAfterDisputeChange } from './invalidate-after-change.ts';

/** The member's own moves: withdraw a draft, or say they sent a bureau new information (30 days become 45). */
export function useUpdateDisputeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: UpdateDisputeStatusRequest }) =>
      apiClient.patch(`/api/disputes/${id}/status`, request, DisputeResponseSchema),
    onSuccess: () => invalidateAfterDisputeChange(queryClient),
  });
}
