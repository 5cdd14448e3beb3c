import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { SignedAgreementsResponseSchema } from '#shared/schemas/subscription.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

/** Under the subscription's key: a new signature refreshes the subscription, and with it this list. */
export const signedAgreementsQueryKey = [...subscriptionQueryKey, 'agreements'] as const;

/** The agreements the member signed, newest first. */
export function useSignedAgreements() {
  return useQuery({
    queryKey: signedAgreementsQueryKey,
    queryFn: () => apiClient.get('/api/subscription/agreements', SignedAgreementsResponseSchema),
  });
}

/** Where a signed agreement's PDF is: a same-origin link, so the session cookie goes with it and the file saves. */
export function signedAgreementPdfUrl(id: string): string {
  return `/api/subscription/agreements/${id}/pdf`;
}
