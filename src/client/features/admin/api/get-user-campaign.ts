import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { DisputeListResponseSchema } from '#shared/schemas/disputes.ts';
import { adminQueryKey } from './invalidate-admin.ts';

/** A member's sent disputes with their campaigns, as the member sees them; the server logs each read. */
export const userCampaignQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'campaign', userId],
    queryFn: () => apiClient.get(`/api/admin/users/${userId}/campaign`, DisputeListResponseSchema),
  });

export function useUserCampaign(userId: string) {
  return useQuery(userCampaignQueryOptions(userId));
}
