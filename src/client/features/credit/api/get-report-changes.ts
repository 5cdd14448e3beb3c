import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { withQuery } from '#client/lib/query-string.ts';
import { type ReportChangesQuerySchema, ReportChangesResponseSchema } from '#shared/schemas/campaign.ts';

export type ReportPair = z.output<typeof ReportChangesQuerySchema>;

/**
 * What changed between two reports; without either, the server picks the latest and the one before it of the same
 * file. Another pair keeps the last answer on screen until its own comes, so the lists do not jump.
 */
export const reportChangesQueryOptions = (pair: ReportPair) =>
  queryOptions({
    queryKey: ['credit', 'changes', pair],
    queryFn: () => apiClient.get(withQuery('/api/credit/reports/changes', pair), ReportChangesResponseSchema),
    placeholderData: keepPreviousData,
  });

export function useReportChanges(pair: ReportPair) {
  return useQuery(reportChangesQueryOptions(pair));
}
