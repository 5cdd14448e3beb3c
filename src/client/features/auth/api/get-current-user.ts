import { apiQueryOrNone } from '#client/lib/api-query.ts';
import { CurrentUserSchema } from '#shared/schemas/auth.ts';

/** Nobody signed in is an answer (null), not an error. */
export const {
  queryKey: currentUserQueryKey,
  options: currentUserQueryOptions,
  useAnswer: useCurrentUser,
} = apiQueryOrNone(['auth', 'user'], '/api/auth/user', CurrentUserSchema, 401, {
  staleTime: 0,
  retry: false,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});
