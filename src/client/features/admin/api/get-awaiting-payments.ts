import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import { type AwaitingPaymentsQuerySchema, AwaitingPaymentsResponseSchema } from '#shared/schemas/admin.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export type AwaitingPaymentsParams = Partial<z.output<typeof AwaitingPaymentsQuerySchema>>;

export function getAwaitingPayments(params: AwaitingPaymentsParams) {
  return apiClient.get(withQuery('/api/admin/payments/awaiting-verification', params), AwaitingPaymentsResponseSchema);
}

export const awaitingPaymentsQueryOptions = (params: AwaitingPaymentsParams) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'awaiting-payments', params],
    queryFn: () => getAwaitingPayments(params),
    placeholderData: keepPreviousData,
  });

/** Manual payments waiting for an admin's check; `enabled` false waits until a dialog needs them. */
export function useAwaitingPayments(params: AwaitingPaymentsParams, enabled = true) {
  return useQuery({ ...awaitingPaymentsQueryOptions(params), enabled });
}
