import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '#client/lib/api-query.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { MailingPreviewResponseSchema } from '#shared/schemas/mailing.ts';

/**
 * What the member confirms for one bureau letter; asked only while the confirmation is open, since each answer
 * verifies the return address with Lob again.
 */
export function useMailingPreview(disputeId: string, bureau: Bureau, open: boolean) {
  const { options } = apiQuery(
    ['mailing', 'preview', disputeId, bureau],
    `/api/disputes/${disputeId}/bureaus/${bureau}/mailing/preview`,
    MailingPreviewResponseSchema,
  );
  return useQuery({ ...options, enabled: open });
}
