import { apiQuery } from '#client/lib/api-query.ts';
import { DisputeListResponseSchema } from '#shared/schemas/disputes.ts';

export const {
  queryKey: disputesQueryKey,
  options: disputesQueryOptions,
  useAnswer: useDisputes,
} = apiQuery(['disputes', 'list'], '/api/disputes', DisputeListResponseSchema);
