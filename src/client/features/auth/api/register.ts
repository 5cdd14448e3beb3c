import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { type RegisterRequest, RegisterResponseSchema } from '#shared/schemas/auth.ts';

/** No session yet: the new member signs in by opening the link we email them. */
export function register(body: RegisterRequest) {
  return apiClient.post('/api/auth/password/register', body, RegisterResponseSchema);
}

export const useRegister = () => useMutation({ mutationFn: register });
