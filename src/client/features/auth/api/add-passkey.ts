import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { type AddPasskeyForm, PasskeyRegistrationOptionsSchema, PasskeySchema } from '#shared/schemas/passkeys.ts';
import { createPasskey } from '../passkey-ceremony.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

/**
 * Adding a passkey is three steps: the password starts the ceremony (the server keeps its challenge, this
 * browser holds its id in a cookie), the device makes the key, and the server checks and keeps it.
 */
export async function addPasskey({ name, currentPassword }: AddPasskeyForm) {
  const options = await apiClient.post(
    '/api/auth/passkeys/registration/options',
    { currentPassword },
    PasskeyRegistrationOptionsSchema,
  );
  const response = await createPasskey(options);
  return apiClient.post('/api/auth/passkeys/registration', { name, response }, PasskeySchema);
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
