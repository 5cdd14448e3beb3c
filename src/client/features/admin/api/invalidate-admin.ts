import type { QueryClient } from '@tanstack/react-query';

/** Every admin read starts with this key, so the header's Refresh and every admin action reach them all. */
export const adminQueryKey = ['admin'] as const;

/**
 * An admin action moves figures across the tabs (an activation changes the users, the metrics, the disputes it
 * releases and the audit log), so after one every admin read is refreshed.
 */
export function invalidateAdminQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminQueryKey });
}
