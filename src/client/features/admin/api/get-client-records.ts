import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import {
  type ClientRecordFiltersSchema,
  type ClientRecordsQuerySchema,
  ClientRecordsResponseSchema,
} from '#shared/schemas/admin.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export type ClientRecordFilters = z.output<typeof ClientRecordFiltersSchema>;
export type ClientRecordsParams = Partial<z.output<typeof ClientRecordsQuerySchema>>;

export const clientRecordsQueryOptions = (params: ClientRecordsParams) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'client-records', params],
    queryFn: () => apiClient.get(withQuery('/api/admin/client-records', params), ClientRecordsResponseSchema),
    placeholderData: keepPreviousData,
  });

export function useClientRecords(params: ClientRecordsParams) {
  return useQuery(clientRecordsQueryOptions(params));
}
