import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AnalyticsSchema } from '#shared/schemas/admin.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { withQuery } from '../../../lib/query-string.ts';
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
