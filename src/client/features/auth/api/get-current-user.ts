import { apiQueryOrNone } from '#client/lib/api-query.ts';
import { NO_SESSION_COOKIE } from '#shared/constants/session-hint.ts';
import { CurrentUserSchema } from '#shared/schemas/auth.ts';

/** The server marked this browser as holding no session: a visitor, known without a 401 in the console. */
const holdsNoSession = () => document.cookie.split('; ').includes(`${NO_SESSION_COOKIE}=1`);

/** Nobody signed in is an answer (null), not an error. */
export const {
  queryKey: currentUserQueryKey,
  options: currentUserQueryOptions,
  useAnswer: useCurrentUser,
} = apiQueryOrNone(
  ['auth', 'user'],
  '/api/auth/user',
  CurrentUserSchema,
  401,
  { staleTime: 0, retry: false, refetchOnWindowFocus: true, refetchOnMount: true },
  holdsNoSession,
);
