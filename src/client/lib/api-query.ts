import { type QueryKey, queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiClient } from './api-client.ts';

/** What a query may set beyond the defaults (createQueryClient): how often it refreshes, how long it stays fresh. */
type QueryExtras<T, K extends QueryKey> = Omit<UseQueryOptions<T, Error, T, K>, 'queryKey' | 'queryFn'>;

/**
 * An answer the app keeps in the query cache, written once: its key (to cancel, invalidate or set it after a change),
 * its options (for route loaders and prefetching) and the hook components read it with.
 */
function cachedQuery<const K extends QueryKey, T>(queryKey: K, queryFn: () => Promise<T>, extras: QueryExtras<T, K>) {
  const options = queryOptions({ ...extras, queryKey, queryFn });
  return { queryKey, options, useAnswer: () => useQuery(options) };
}

/** A GET kept in the query cache (cachedQuery), its answer read through `schema`. */
export function apiQuery<const K extends QueryKey, T>(
  queryKey: K,
  path: string,
  schema: z.ZodType<T>,
  extras: QueryExtras<T, K> = {},
) {
  return cachedQuery(queryKey, () => apiClient.get(path, schema), extras);
}

/**
 * A GET kept in the query cache where the `noneOn` status means there is none (null), not an error; while
 * `knownNone` says there is none, it is not asked.
 */
export function apiQueryOrNone<const K extends QueryKey, T>(
  queryKey: K,
  path: string,
  schema: z.ZodType<T>,
  noneOn: number,
  extras: QueryExtras<T | null, K> = {},
  knownNone = () => false,
) {
  const get = async (): Promise<T | null> => {
    if (knownNone()) return null;
    try {
      return await apiClient.get(path, schema);
    } catch (error) {
      if (error instanceof ApiError && error.status === noneOn) return null;
      throw error;
    }
  };
  return cachedQuery(queryKey, get, extras);
}
