import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './api-client.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Data defaults (docs/product-rules.md, Conventions): fresh 5 minutes, refetch on focus, no retries, no polling. */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const handle = (error: unknown) => {
    if (isUnauthorizedError(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES, refetchOnWindowFocus: true, retry: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}
