import { apiQuery } from '#client/lib/api-query.ts';
import { DashboardStatsResponseSchema } from '#shared/schemas/credit.ts';

export const {
  queryKey: dashboardStatsQueryKey,
  options: dashboardStatsQueryOptions,
  useAnswer: useDashboardStats,
} = apiQuery(['credit', 'stats'], '/api/dashboard/stats', DashboardStatsResponseSchema);
