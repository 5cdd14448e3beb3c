import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { type ActivateRequestSchema, ActivateResponseSchema } from '#shared/schemas/subscription.ts';
import { invalidateAdminQueries } from './invalidate-admin.ts';

export function useActivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: z.input<typeof ActivateRequestSchema>) =>
      apiClient.post('/api/subscription/activate', request, ActivateResponseSchema),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
