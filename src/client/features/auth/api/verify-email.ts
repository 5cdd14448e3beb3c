import { CurrentUserSchema, type VerifyEmailRequest } from '#shared/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthMutation } from './use-auth-mutation.ts';

/** Opening the emailed link confirms the address and signs the member in. */
export function verifyEmail(body: VerifyEmailRequest) {
  return apiClient.post('/api/auth/email/verify', body, CurrentUserSchema);
}

export const useVerifyEmail = () => useAuthMutation(verifyEmail);
