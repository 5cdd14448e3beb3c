import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type LoginRequest } from '#shared/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function login(body: LoginRequest) {
  return apiClient.post('/api/auth/password/login', body, CurrentUserSchema);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
