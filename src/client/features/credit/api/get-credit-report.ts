import { queryOptions, useQuery } from '@tanstack/react-query';
import { CreditReportResponseSchema } from '#shared/schemas/credit.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const creditReportQueryKey = ['credit', 'report'] as const;

export const creditReportQueryOptions = queryOptions({
  queryKey: creditReportQueryKey,
  queryFn: () => apiClient.get('/api/credit-report', CreditReportResponseSchema.nullable()),
});

export function useCreditReport() {
  return useQuery(creditReportQueryOptions);
}
