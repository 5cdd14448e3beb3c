import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { AdminDisputeSchema, type RecordBureauAnswerRequest } from '#shared/schemas/admin.ts';
import { invalidateAdminQueries } from './invalidate-admin.ts';

export function useRecordBureauAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      disputeId,
      bureau,
      request,
    }: {
      disputeId: string;
      bureau: Bureau;
      request: RecordBureauAnswerRequest;
    }) => apiClient.post(`/api/admin/disputes/${disputeId}/bureaus/${bureau}/answer`, request, AdminDisputeSchema),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
