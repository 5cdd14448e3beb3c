import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { ChangePasswordRequest } from '#shared/schemas/auth.ts';
import { signedInDevicesQueryKey } from './get-signed-in-devices.ts';

export function changePassword(body: ChangePasswordRequest) {
  return apiClient.post('/api/auth/password/change', body, z.undefined());
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The server ended every other session: the devices list now shows this one alone.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQueryKey }),
  });
}
