import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '#client/lib/api-client.ts';
import { type ProfileResponse, ProfileResponseSchema } from '#shared/schemas/profile.ts';

export const profileQueryKey = ['profile'] as const;

/** A member who never gave their mailing details has none yet (null), which is not an error. */
export async function getProfile(): Promise<ProfileResponse | null> {
  try {
    return await apiClient.get('/api/profile', ProfileResponseSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const profileQueryOptions = queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}
