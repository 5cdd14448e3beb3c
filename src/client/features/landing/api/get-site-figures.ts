import type { SiteFiguresResponse } from '#shared/schemas/legal.ts';
import { usePublicAnswer } from '../../../lib/public-config.ts';

/** The figures counted from the records, or null: below the thresholds the server gives none. */
export function useSiteFigures() {
  return usePublicAnswer<SiteFiguresResponse>('/api/site/figures')?.figures ?? null;
}
