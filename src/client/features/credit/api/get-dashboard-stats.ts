import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { DashboardStatsResponseSchema } from '#shared/schemas/credit.ts';

export const dashboardStatsQueryKey = ['credit', 'stats'] as const;

export const dashboardStatsQueryOptions = queryOptions({
  queryKey: dashboardStatsQueryKey,
  queryFn: () => apiClient.get('/api/dashboard/stats', DashboardStatsResponseSchema),
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
