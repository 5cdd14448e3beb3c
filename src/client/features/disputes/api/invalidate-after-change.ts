import type { QueryClient } from '@tanstack/react-query';

/** A dispute that changes moves the counts on the dashboard, the "disputed" marks and the plan's allowance. */
export function invalidateAfterDisputeChange(queryClient: QueryClient) {
  return Promise.all(
    ['disputes', 'credit', 'billing'].map((feature) => queryClient.invalidateQueries({ queryKey: [feature] })),
  );
}
