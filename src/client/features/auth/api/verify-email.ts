import { apiClient } from '#client/lib/api-client.ts';
import { CurrentUserSchema, type VerifyEmailRequest } from '#shared/schemas/auth.ts';
import { useAuthMutation } from './use-auth-mutation.ts';

/**
 * Opening the emailed link confirms the address: at once where the account is signed in, elsewhere with the account's
 * password chosen (`password`; without it the server answers PASSWORD_CHOICE_REQUIRED), which signs this browser in.
 */
export function verifyEmail(body: VerifyEmailRequest) {
  return apiClient.post('/api/auth/email/verify', body, CurrentUserSchema);
}

export const useVerifyEmail = () => useAuthMutation(verifyEmail);
