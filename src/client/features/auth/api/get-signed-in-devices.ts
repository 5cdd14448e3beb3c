import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { SignedInDevicesResponseSchema } from '#shared/schemas/auth.ts';

export const signedInDevicesQueryKey = ['auth', 'sessions'] as const;

export function getSignedInDevices() {
  return apiClient.get('/api/auth/sessions', SignedInDevicesResponseSchema);
}

export const signedInDevicesQueryOptions = queryOptions({
  queryKey: signedInDevicesQueryKey,
  queryFn: getSignedInDevices,
});

export function useSignedInDevices() {
  return useQuery(signedInDevicesQueryOptions);
}
