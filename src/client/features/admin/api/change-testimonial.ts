import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { AdminTestimonialSchema } from '#shared/schemas/testimonials.ts';
import { invalidateAdminQueries } from './invalidate-admin.ts';

/** What an admin does to a recorded testimonial: show it, take it off the page, or record the consent withdrawn. */
export type TestimonialChange = 'publish' | 'unpublish' | 'withdraw';

const request = (id: string, change: TestimonialChange) =>
  change === 'withdraw'
    ? apiClient.post(`/api/admin/testimonials/${id}/withdrawal`, {}, AdminTestimonialSchema)
    : apiClient.post(
        `/api/admin/testimonials/${id}/publication`,
        { published: change === 'publish' },
        AdminTestimonialSchema,
      );

export function useChangeTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TestimonialChange }) => request(id, change),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
