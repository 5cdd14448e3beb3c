import { apiClient } from '#client/lib/api-client.ts';
import { CurrentUserSchema } from '#shared/schemas/auth.ts';
import { PasskeySignInOptionsSchema } from '#shared/schemas/passkeys.ts';
import { signWithPasskey } from '../passkey-ceremony.ts';
import { useAuthMutation } from './use-auth-mutation.ts';

/** No email typed: the device offers the passkeys it keeps for this site, and the one chosen names the account. */
export async function signInWithPasskey() {
  const options = await apiClient.post('/api/auth/passkeys/sign-in/options', {}, PasskeySignInOptionsSchema);
  const response = await signWithPasskey(options);
  return apiClient.post('/api/auth/passkeys/sign-in', { response }, CurrentUserSchema);
}

export const useSignInWithPasskey = () => useAuthMutation((_: undefined) => signInWithPasskey());
