import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditReportResponseSchema } from '#shared/schemas/credit.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function refreshCreditReport() {
  return apiClient.post('/api/credit-report/refresh', undefined, CreditReportResponseSchema);
}

/** A new report replaces every credit figure on screen. */
export function useRefreshCreditReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshCreditReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['credit'] }),
  });
}
