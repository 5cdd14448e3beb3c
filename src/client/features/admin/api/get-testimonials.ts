import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { AdminTestimonialsResponseSchema } from '#shared/schemas/testimonials.ts';
import { adminQueryKey } from './invalidate-admin.ts';

export const adminTestimonialsQueryOptions = queryOptions({
  queryKey: [...adminQueryKey, 'testimonials'],
  queryFn: async () => (await apiClient.get('/api/admin/testimonials', AdminTestimonialsResponseSchema)).testimonials,
});

export function useAdminTestimonials() {
  return useQuery(adminTestimonialsQueryOptions);
}
