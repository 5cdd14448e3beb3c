import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { type CreateMailingRequest, type MailingListResponse, MailingResponseSchema } from '#shared/schemas/mailing.ts';
import { mailingsQueryKey } from './get-mailings.ts';
import { invalidateAfterMailing } from './invalidate-after-mailing.ts';

/** "Mail it for me", confirmed: the row shows the queued mailing at once, then everything it moved is read again. */
export function useCreateMailing(disputeId: string, bureau: Bureau) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateMailingRequest) =>
      apiClient.post(`/api/disputes/${disputeId}/bureaus/${bureau}/mailing`, request, MailingResponseSchema),
    onSuccess: (mailing) => {
      queryClient.setQueryData<MailingListResponse>(mailingsQueryKey, (list) =>
        list ? { mailings: [mailing, ...list.mailings] } : list,
      );
    },
    onSettled: () => invalidateAfterMailing(queryClient),
  });
}
