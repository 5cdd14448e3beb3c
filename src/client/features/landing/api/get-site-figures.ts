import { usePublicAnswer } from '#client/lib/public-config.ts';
import type { SiteFiguresResponse } from '#shared/schemas/legal.ts';

/** The figures counted from the records, or null: below the thresholds the server gives none. */
export function useSiteFigures() {
  return usePublicAnswer<SiteFiguresResponse>('/api/site/figures')?.figures ?? null;
}
