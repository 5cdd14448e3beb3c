import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { ClientHistorySchema } from '#shared/schemas/admin.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export const clientHistoryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'client-history', userId],
    queryFn: () => apiClient.get(`/api/admin/client-records/${userId}/history`, ClientHistorySchema),
  });

export function useClientHistory(userId: string) {
  return useQuery(clientHistoryQueryOptions(userId));
}
