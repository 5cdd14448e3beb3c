import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { CreditReportResponseSchema } from '#shared/schemas/credit.ts';

export const creditReportQueryKey = ['credit', 'report'] as const;

export const creditReportQueryOptions = queryOptions({
  queryKey: creditReportQueryKey,
  queryFn: () => apiClient.get('/api/credit-report', CreditReportResponseSchema.nullable()),
});

export function useCreditReport() {
  return useQuery(creditReportQueryOptions);
}
