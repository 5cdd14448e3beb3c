import { apiQuery } from '#client/lib/api-query.ts';
import { MailingOfferResponseSchema } from '#shared/schemas/mailing.ts';

export const { queryKey: mailingOfferQueryKey, useAnswer: useMailingOffer } = apiQuery(
  ['mailing', 'offer'],
  '/api/mailing/offer',
  MailingOfferResponseSchema,
);
