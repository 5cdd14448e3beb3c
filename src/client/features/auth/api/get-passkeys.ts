import { apiQuery } from '#client/lib/api-query.ts';
import { PasskeysResponseSchema } from '#shared/schemas/passkeys.ts';

export const {
  queryKey: passkeysQueryKey,
  options: passkeysQueryOptions,
  useAnswer: usePasskeys,
} = apiQuery(['auth', 'passkeys'], '/api/auth/passkeys', PasskeysResponseSchema);
