import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { currentUserQueryKey } from './get-current-user.ts';

/**
 * Signing in, confirming the email and resetting the password all answer the signed-in user; the current-user
 * query takes it at once. They also end the session the page had, so a current-user read still in flight
 * would answer 401 after the new user is stored and sign the member out: it is cancelled first, and read
 * again if the mutation fails.
 */
export function useAuthMutation<TBody>(mutationFn: (body: TBody) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: () => queryClient.cancelQueries({ queryKey: currentUserQueryKey }),
    onError: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
