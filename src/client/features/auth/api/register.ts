import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type RegisterRequest } from '#shared/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function register(body: RegisterRequest) {
  return apiClient.post('/api/auth/password/register', body, CurrentUserSchema);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
