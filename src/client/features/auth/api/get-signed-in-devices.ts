import { apiQuery } from '#client/lib/api-query.ts';
import { SignedInDevicesResponseSchema } from '#shared/schemas/auth.ts';

export const {
  queryKey: signedInDevicesQueryKey,
  options: signedInDevicesQueryOptions,
  useAnswer: useSignedInDevices,
} = apiQuery(['auth', 'sessions'], '/api/auth/sessions', SignedInDevicesResponseSchema);
