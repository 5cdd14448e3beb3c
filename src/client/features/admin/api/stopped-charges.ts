import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import { ChargeRetryResponseSchema, StoppedChargesResponseSchema } from '#shared/schemas/admin.ts';
import { adminQueryKey, invalidateAdminQueries } from './invalidate-admin.ts';

/** Stripe charges the charge job stopped trying, the latest stopped first. */
export function useStoppedCharges(page: number) {
  return useQuery({
    queryKey: [...adminQueryKey, 'stopped-charges', page],
    queryFn: () =>
      apiClient.get(withQuery('/api/admin/payments/stopped-charges', { page }), StoppedChargesResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/** A stopped charge tried again from its first attempt, now. */
export function useRetryCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiClient.post(`/api/admin/payments/${paymentId}/retry-charge`, {}, ChargeRetryResponseSchema),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
