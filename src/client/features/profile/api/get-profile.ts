import { apiQueryOrNone } from '#client/lib/api-query.ts';
import { ProfileResponseSchema } from '#shared/schemas/profile.ts';

/** A member who never gave their mailing details has none yet (null), which is not an error. */
export const {
  queryKey: profileQueryKey,
  options: profileQueryOptions,
  useAnswer: useProfile,
} = apiQueryOrNone(['profile'], '/api/profile', ProfileResponseSchema, 404);
