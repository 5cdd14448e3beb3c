import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MAX_PAGE_SIZE } from '#shared/constants/admin.ts';
import { BatchActivateResponseSchema } from '#shared/schemas/subscription.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { activateAllPending } from '../batch-activation.ts';
import { getAdminUsers } from './get-admin-users.ts';
import { invalidateAdminQueries } from './invalidate-admin.ts';

async function fetchPendingPage(page: number) {
  const answer = await getAdminUsers({ status: 'pending_verification', page, pageSize: ADMIN_MAX_PAGE_SIZE });
  return { ids: answer.users.map((user) => user.id), total: answer.total, pageSize: answer.pageSize };
}

/** Activates every member whose payment waits for verification, with the admin key. */
export function useBatchActivateSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adminKey: string) =>
      activateAllPending(fetchPendingPage, (userIds) =>
        apiClient.post('/api/admin/subscription/batch-activate', { userIds, adminKey }, BatchActivateResponseSchema),
      ),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}
