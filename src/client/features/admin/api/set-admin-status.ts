import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { AdminUserSchema } from '#shared/schemas/admin.ts';
import { invalidateAdminQueries } from './invalidate-admin.ts';

export function useSetAdminStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      apiClient.post(`/api/admin/users/${userId}/admin-status`, { isAdmin }, AdminUserSchema),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
