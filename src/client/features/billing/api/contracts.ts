import { apiQuery } from '#client/lib/api-query.ts';
import { SignedAgreementsResponseSchema } from '#shared/schemas/subscription.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

/**
 * The agreements the member signed, newest first. Under the subscription's key: a new signature refreshes the
 * subscription, and with it this list.
 */
export const { useAnswer: useSignedAgreements } = apiQuery(
  [...subscriptionQueryKey, 'agreements'],
  '/api/subscription/agreements',
  SignedAgreementsResponseSchema,
);

/** Where a signed agreement's PDF is: a same-origin link, so the session cookie goes with it and the file saves. */
export function signedAgreementPdfUrl(id: string): string {
  return `/api/subscription/agreements/${id}/pdf`;
}
