import { apiQuery } from '#client/lib/api-query.ts';
import { MailingOfferResponseSchema } from '#shared/schemas/mailing.ts';

export const {
  queryKey: mailingOfferQueryKey,
  options: mailingOfferQueryOptions,
  useAnswer: useMailingOffer,
} = apiQuery(['mailing', 'offer'], '/api/mailing/offer', MailingOfferResponseSchema);
