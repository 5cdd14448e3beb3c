import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { MailingResponseSchema } from '#shared/schemas/mailing.ts';
import { invalidateAfterMailing } from './invalidate-after-mailing.ts';

/** Cancels a queued mailing before Lob prints it: nothing is charged. */
export function useCancelMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailingId: string) =>
      apiClient.post(`/api/mailings/${mailingId}/cancel`, undefined, MailingResponseSchema),
    onSettled: () => invalidateAfterMailing(queryClient),
  });
}
