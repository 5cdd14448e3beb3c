import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaveTo } from '#client/lib/navigation.ts';
import { paths } from '#client/lib/paths.ts';

/**
 * Logging out and signing out everywhere both end this browser's session: nothing of the member stays in the
 * cache, and a full load of the home page starts the app over as a visitor's (inside the app, a user who
 * vanishes reads as an expired session and is sent to sign in again).
 */
export function useSignOutMutation(mutationFn: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      queryClient.clear();
      leaveTo(paths.home);
    },
  });
}
