import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { currentUserQueryKey } from './get-current-user.ts';

/** Sign-in and sign-up both answer the signed-in user; the current-user query takes it at once. */
export function useAuthMutation<TBody>(mutationFn: (body: TBody) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
