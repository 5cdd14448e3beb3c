import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '#client/lib/api-client.ts';
import { type CurrentUser, CurrentUserSchema } from '#shared/schemas/auth.ts';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** Nobody signed in is an answer (null), not an error. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiClient.get('/api/auth/user', CurrentUserSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  staleTime: 0,
  retry: false,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
