import { queryOptions, useQuery } from '@tanstack/react-query';
import { ManualEntriesResponseSchema } from '#shared/schemas/manual-items.ts';
import { apiClient } from '../../../../lib/api-client.ts';

export const manualEntriesQueryKey = ['credit', 'manual'] as const;

export const manualEntriesQueryOptions = queryOptions({
  queryKey: manualEntriesQueryKey,
  queryFn: () => apiClient.get('/api/credit-report/manual', ManualEntriesResponseSchema),
});

export function useManualEntries({ enabled = true } = {}) {
  return useQuery({ ...manualEntriesQueryOptions, enabled });
}
