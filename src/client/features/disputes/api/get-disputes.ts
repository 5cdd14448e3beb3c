import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { DisputeListResponseSchema } from '#shared/schemas/disputes.ts';

export const disputesQueryKey = ['disputes', 'list'] as const;

export const disputesQueryOptions = queryOptions({
  queryKey: disputesQueryKey,
  queryFn: () => apiClient.get('/api/disputes', DisputeListResponseSchema),
});

export function useDisputes() {
  return useQuery(disputesQueryOptions);
}
