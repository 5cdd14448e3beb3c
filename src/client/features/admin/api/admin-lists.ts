import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import {
  type AdminDisputesQuerySchema,
  AdminDisputesResponseSchema,
  type AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  type AuditLogQuerySchema,
  AuditLogResponseSchema,
  type AwaitingPaymentsQuerySchema,
  AwaitingPaymentsResponseSchema,
  type ClientRecordFiltersSchema,
  type ClientRecordsQuerySchema,
  ClientRecordsResponseSchema,
} from '#shared/schemas/admin.ts';
import { type AdminMailingsQuery, AdminMailingsResponseSchema } from '#shared/schemas/mailing.ts';
import { adminQueryKey } from './invalidate-admin.ts';

/**
 * The read of one admin list, asked for with its filters and page: under the admin key (so every admin action
 * refreshes it), and a new page or search keeps the rows on screen until the answer comes, so the list does not
 * jump.
 */
function adminListOptions<T>(
  name: string,
  path: string,
  schema: z.ZodType<T>,
  params: Parameters<typeof withQuery>[1],
) {
  return queryOptions({
    queryKey: [...adminQueryKey, name, params],
    queryFn: () => apiClient.get(withQuery(path, params), schema),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: Partial<z.output<typeof AdminUsersQuerySchema>>) {
  return useQuery(adminListOptions('users', '/api/admin/users', AdminUsersResponseSchema, params));
}

/** Manual payments waiting for an admin's check. */
export function useAwaitingPayments(params: Partial<z.output<typeof AwaitingPaymentsQuerySchema>>) {
  return useQuery(
    adminListOptions(
      'awaiting-payments',
      '/api/admin/payments/awaiting-verification',
      AwaitingPaymentsResponseSchema,
      params,
    ),
  );
}

export function useAdminDisputes(params: Partial<z.output<typeof AdminDisputesQuerySchema>>) {
  return useQuery(adminListOptions('disputes', '/api/admin/disputes', AdminDisputesResponseSchema, params));
}

export function useAuditLog(params: Partial<z.output<typeof AuditLogQuerySchema>>) {
  return useQuery(adminListOptions('audit-log', '/api/admin/audit-log', AuditLogResponseSchema, params));
}

export type ClientRecordFilters = z.output<typeof ClientRecordFiltersSchema>;

export function useClientRecords(params: Partial<z.output<typeof ClientRecordsQuerySchema>>) {
  return useQuery(adminListOptions('client-records', '/api/admin/client-records', ClientRecordsResponseSchema, params));
}

/** Letters mailed for members through Lob, with what was charged for them. */
export function useAdminMailings(params: Partial<AdminMailingsQuery>) {
  return useQuery(adminListOptions('mailings', '/api/admin/mailings', AdminMailingsResponseSchema, params));
}
