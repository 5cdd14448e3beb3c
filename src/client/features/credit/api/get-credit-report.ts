import { apiQuery } from '#client/lib/api-query.ts';
import { CreditReportResponseSchema } from '#shared/schemas/credit.ts';

export const {
  queryKey: creditReportQueryKey,
  options: creditReportQueryOptions,
  useAnswer: useCreditReport,
} = apiQuery(['credit', 'report'], '/api/credit-report', CreditReportResponseSchema.nullable());
