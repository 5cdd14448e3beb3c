import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { PasskeySchema } from '#shared/schemas/passkeys.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

export function renamePasskey({ id, name }: { id: string; name: string }) {
  return apiClient.patch(`/api/auth/passkeys/${encodeURIComponent(id)}`, { name }, PasskeySchema);
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
