import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { CreditReportResponseSchema } from '#shared/schemas/credit.ts';

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
