import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminMetricsSchema } from '#shared/schemas/admin.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export const adminMetricsQueryOptions = queryOptions({
  queryKey: [...adminQueryKey, 'metrics'],
  queryFn: () => apiClient.get('/api/admin/metrics', AdminMetricsSchema),
});

export function useAdminMetrics() {
  return useQuery(adminMetricsQueryOptions);
}
