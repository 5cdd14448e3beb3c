import { queryOptions, useQuery } from '@tanstack/react-query';
import { SignedInDevicesResponseSchema } from '#shared/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';

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
