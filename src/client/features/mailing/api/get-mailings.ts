import { apiQuery } from '#client/lib/api-query.ts';
import { MailingListResponseSchema } from '#shared/schemas/mailing.ts';

export const { queryKey: mailingsQueryKey, options: mailingsQueryOptions } = apiQuery(
  ['mailing', 'list'],
  '/api/mailings',
  MailingListResponseSchema,
);
