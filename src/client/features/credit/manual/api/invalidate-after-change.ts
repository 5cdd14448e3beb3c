import type { QueryClient } from '@tanstack/react-query';

/**
 * Every change makes the member's "entered by hand" report anew: the report, the dashboard's figures and the
 * entries themselves all start with the credit key.
 */
export function invalidateAfterManualChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['credit'] });
}
