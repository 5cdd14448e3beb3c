import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { AdminMetricsSchema } from '#shared/schemas/admin.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export const adminMetricsQueryOptions = queryOptions({
  queryKey: [...adminQueryKey, 'metrics'],
  queryFn: () => apiClient.get('/api/admin/metrics', AdminMetricsSchema),
});

export function useAdminMetrics() {
  return useQuery(adminMetricsQueryOptions);
}
