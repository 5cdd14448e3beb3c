import { apiQuery } from '#client/lib/api-query.ts';
import { ReportHistoryResponseSchema } from '#shared/schemas/campaign.ts';

export const {
  queryKey: reportHistoryQueryKey,
  options: reportHistoryQueryOptions,
  useAnswer: useReportHistory,
} = apiQuery(['credit', 'history'], '/api/credit/reports/history', ReportHistoryResponseSchema);
