import type { QueryClient } from '@tanstack/react-query';

/**
 * A mailing that starts or stops moves its bureau row (the disputes list, the dashboard's counts) as well as the
 * mailings and their previews. The disputes feature uses this one through its entry, so its key is named here.
 */
export function invalidateAfterMailing(queryClient: QueryClient) {
  return Promise.all(['mailing', 'disputes'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}
