import { useEffect, useState } from 'react';
import type { SiteInfo } from '#shared/schemas/legal.ts';

/**
 * The server's public answers about this installation (GET /api/site and its figures and testimonials): one
 * source for the business identity, the placeholders and how plans are paid, so the client keeps no copy of
 * its own. The landing entry carries no data layer (bench/bundle.ts budget), so these are plain GETs; readers
 * mounted together share one request. The answers are not parsed with their zod schemas (zod is not in the
 * landing bundle): the server's response schemas are allow-lists, so the shape is the contract's.
 */
const inFlight = new Map<string, Promise<unknown>>();

function fetchShared(path: string): Promise<unknown> {
  const pending = inFlight.get(path);
  if (pending) return pending;
  const request = fetch(path, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    // Without the answer the page still says everything that does not depend on it.
    .catch(() => null)
    .finally(() => inFlight.delete(path));
  inFlight.set(path, request);
  return request;
}

/** The answer at `path`, or null while it is on its way or when it could not be had. */
export function usePublicAnswer<T>(path: string): T | null {
  const [answer, setAnswer] = useState<{ path: string; value: T | null } | null>(null);
  useEffect(() => {
    let current = true;
    void fetchShared(path).then((value) => {
      if (current) setAnswer({ path, value: value as T | null });
    });
    return () => {
      current = false;
    };
  }, [path]);
  return answer?.path === path ? answer.value : null;
}

/** Who runs this installation and how plans are paid here; a setting still at its demo value is null. */
export const useSiteInfo = () => usePublicAnswer<SiteInfo>('/api/site');
