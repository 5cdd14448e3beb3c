import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardStatsResponseSchema } from '#shared/schemas/credit.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const dashboardStatsQueryKey = ['credit', 'stats'] as const;

export const dashboardStatsQueryOptions = queryOptions({
  queryKey: dashboardStatsQueryKey,
  queryFn: () => apiClient.get('/api/dashboard/stats', DashboardStatsResponseSchema),
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
