import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '#client/lib/api-query.ts';
import { SiteInfoSchema } from '#shared/schemas/legal.ts';

/** The installation's settings change only with a restart: read once per visit. */
export const { options: siteInfoQueryOptions } = apiQuery(['legal', 'site'], '/api/site', SiteInfoSchema, {
  staleTime: Number.POSITIVE_INFINITY,
});

/** Which credit check the server offers ('demo' shows sample data; 'mismo' has none); undefined until known. */
export function useCreditProvider() {
  return useQuery({ ...siteInfoQueryOptions, select: (site) => site.creditProvider }).data;
}
