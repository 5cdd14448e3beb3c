import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { ManualEntriesResponseSchema } from '#shared/schemas/manual-items.ts';

export const manualEntriesQueryKey = ['credit', 'manual'] as const;

export const manualEntriesQueryOptions = queryOptions({
  queryKey: manualEntriesQueryKey,
  queryFn: () => apiClient.get('/api/credit-report/manual', ManualEntriesResponseSchema),
});

export function useManualEntries({ enabled = true } = {}) {
  return useQuery({ ...manualEntriesQueryOptions, enabled });
}
