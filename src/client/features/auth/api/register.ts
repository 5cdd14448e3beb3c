import { CurrentUserSchema, type RegisterRequest } from '#shared/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthMutation } from './use-auth-mutation.ts';

export function register(body: RegisterRequest) {
  return apiClient.post('/api/auth/password/register', body, CurrentUserSchema);
}

export const useRegister = () => useAuthMutation(register);
