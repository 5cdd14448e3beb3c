import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import { AnalyticsSchema } from '#shared/schemas/admin.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export const analyticsQueryOptions = (weeks: number) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'analytics', weeks],
    queryFn: () => apiClient.get(withQuery('/api/admin/analytics', { weeks }), AnalyticsSchema),
    placeholderData: keepPreviousData,
  });

export function useAnalytics(weeks: number) {
  return useQuery(analyticsQueryOptions(weeks));
}
