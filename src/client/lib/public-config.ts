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
// The answers had, kept while the page is open: they change only with the server's settings, and a reader that
// mounts later (the next page, the app's layout after the public one) draws with them from its first paint.
const answers = new Map<string, unknown>();

function fetchShared(path: string): Promise<unknown> {
  const pending = inFlight.get(path);
  if (pending) return pending;
  const request = fetch(path, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    // Without the answer the page still says everything that does not depend on it; the next reader asks again.
    .catch(() => null)
    .then((value: unknown) => {
      if (value !== null) answers.set(path, value);
      return value;
    })
    .finally(() => inFlight.delete(path));
  inFlight.set(path, request);
  return request;
}

/** The answer at `path`, or null while it is on its way or when it could not be had. */
export function usePublicAnswer<T>(path: string): T | null {
  const [, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (answers.has(path)) return;
    let current = true;
    void fetchShared(path).then(() => {
      if (current) setSettled(path);
    });
    return () => {
      current = false;
    };
  }, [path]);
  return (answers.get(path) as T | undefined) ?? null;
}

const SITE_INFO_PATH = '/api/site';

/** Who runs this installation and how plans are paid here; a setting still at its demo value is null. */
export const useSiteInfo = () => usePublicAnswer<SiteInfo>(SITE_INFO_PATH);

/**
 * Each entry asks for the site's answer beside its language, before the first render: the setup banner above
 * every page is then drawn in its place at once, rather than pushing the page down when the answer arrives.
 */
export const preloadSiteInfo = (): Promise<void> => fetchShared(SITE_INFO_PATH).then(() => undefined);

/** Tests start with no answer kept (test-support/setup.ts). */
export function forgetPublicAnswersForTests() {
  answers.clear();
}
