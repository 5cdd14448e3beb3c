import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import { type AdminUsersQuerySchema, AdminUsersResponseSchema } from '#shared/schemas/admin.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export type AdminUsersParams = Partial<z.output<typeof AdminUsersQuerySchema>>;

export function getAdminUsers(params: AdminUsersParams) {
  return apiClient.get(withQuery('/api/admin/users', params), AdminUsersResponseSchema);
}

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'users', params],
    queryFn: () => getAdminUsers(params),
    // A new page or search keeps the rows on screen until the answer comes, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQueryOptions(params));
}
