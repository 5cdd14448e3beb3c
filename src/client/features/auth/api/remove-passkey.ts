import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

export function removePasskey(id: string) {
  return apiClient.delete(`/api/auth/passkeys/${encodeURIComponent(id)}`, z.undefined());
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
