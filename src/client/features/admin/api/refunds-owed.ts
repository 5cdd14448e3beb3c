import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import {
  type RefundSettledRequest,
  RefundSettledResponseSchema,
  RefundsOwedResponseSchema,
} from '#shared/schemas/subscription.ts';
import { adminQueryKey, invalidateAdminQueries } from './invalidate-admin.ts';

/** Refunds owed to members after a cancellation, the earliest due first. */
export function useRefundsOwed(page: number) {
  return useQuery({
    queryKey: [...adminQueryKey, 'refunds-owed', page],
    queryFn: () => apiClient.get(withQuery('/api/admin/payments/refunds-owed', { page }), RefundsOwedResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/** The money went back (with the processor's refund reference), or the reported payment never reached us. */
export function useSettleRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...request }: RefundSettledRequest & { paymentId: string }) =>
      apiClient.post(`/api/admin/payments/${paymentId}/refund-settled`, request, RefundSettledResponseSchema),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
