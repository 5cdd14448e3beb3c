import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { AdminMailingDetailSchema } from '#shared/schemas/mailing.ts';
import { adminQueryKey } from './invalidate-admin.ts';

/** One mailing with its tracking history; the server writes each read to the audit log. */
export function useAdminMailing(mailingId: string) {
  return useQuery({
    queryKey: [...adminQueryKey, 'mailing', mailingId],
    queryFn: () => apiClient.get(`/api/admin/mailings/${mailingId}`, AdminMailingDetailSchema),
  });
}
