import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { signedInDevicesQueryKey } from './get-signed-in-devices.ts';

export function signOutDevice(deviceId: string) {
  return apiClient.delete(`/api/auth/sessions/${encodeURIComponent(deviceId)}`, z.undefined());
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQueryKey }),
  });
}
