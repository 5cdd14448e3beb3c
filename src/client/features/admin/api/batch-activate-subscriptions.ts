import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { BatchActivateResponseSchema } from '#shared/schemas/subscription.ts';
import { invalidateAdminQueries } from './invalidate-admin.ts';

/** Activates the pending purchases the admin gave a processor reference for, with the admin key. */
export function useBatchActivateSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ adminKey, paymentReferences }: { adminKey: string; paymentReferences: Record<string, string> }) =>
      apiClient.post(
        '/api/admin/subscription/batch-activate',
        { userIds: Object.keys(paymentReferences), adminKey, paymentReferences },
        BatchActivateResponseSchema,
      ),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}
