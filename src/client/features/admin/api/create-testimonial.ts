import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { AdminTestimonialSchema, type CreateTestimonialRequest } from '#shared/schemas/testimonials.ts';
import { invalidateAdminQueries } from './invalidate-admin.ts';

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateTestimonialRequest) =>
      apiClient.post('/api/admin/testimonials', request, AdminTestimonialSchema),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
