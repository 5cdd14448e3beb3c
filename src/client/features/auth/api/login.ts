import { apiClient } from '#client/lib/api-client.ts';
import { CurrentUserSchema, type LoginRequest } from '#shared/schemas/auth.ts';
import { useAuthMutation } from './use-auth-mutation.ts';

export function login(body: LoginRequest) {
  return apiClient.post('/api/auth/password/login', body, CurrentUserSchema);
}

export const useLogin = () => useAuthMutation(login);
