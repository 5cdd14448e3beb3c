import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import { type AuditLogQuerySchema, AuditLogResponseSchema } from '#shared/schemas/admin.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export type AuditLogParams = Partial<z.output<typeof AuditLogQuerySchema>>;

export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'audit-log', params],
    queryFn: () => apiClient.get(withQuery('/api/admin/audit-log', params), AuditLogResponseSchema),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
