import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import { type AdminDisputesQuerySchema, AdminDisputesResponseSchema } from '#shared/schemas/admin.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export type AdminDisputesParams = Partial<z.output<typeof AdminDisputesQuerySchema>>;

export const adminDisputesQueryOptions = (params: AdminDisputesParams) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'disputes', params],
    queryFn: () => apiClient.get(withQuery('/api/admin/disputes', params), AdminDisputesResponseSchema),
    placeholderData: keepPreviousData,
  });

export function useAdminDisputes(params: AdminDisputesParams) {
  return useQuery(adminDisputesQueryOptions(params));
}
