import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminTestimonialSchema, type CreateTestimonialRequest } from '#shared/schemas/testimonials.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAdminQueries } from './invalidate-admin.ts';

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateTestimonialRequest) =>
      apiClient.post('/api/admin/testimonials', request, AdminTestimonialSchema),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
