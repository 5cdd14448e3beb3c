import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { PasskeysResponseSchema } from '#shared/schemas/passkeys.ts';

export const passkeysQueryKey = ['auth', 'passkeys'] as const;

export function getPasskeys() {
  return apiClient.get('/api/auth/passkeys', PasskeysResponseSchema);
}

export const passkeysQueryOptions = queryOptions({ queryKey: passkeysQueryKey, queryFn: getPasskeys });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}
