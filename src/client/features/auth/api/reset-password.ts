import { apiClient } from '#client/lib/api-client.ts';
import { CurrentUserSchema, type ResetPasswordRequest } from '#shared/schemas/auth.ts';
import { useAuthMutation } from './use-auth-mutation.ts';

/** Signs the member in here and ends every other session. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiClient.post('/api/auth/password/reset', body, CurrentUserSchema);
}

export const useResetPassword = () => useAuthMutation(resetPassword);
