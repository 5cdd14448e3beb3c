import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiClient } from '#client/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function resendVerification() {
  return apiClient.post('/api/auth/email/resend', undefined, z.undefined());
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    // Confirmed in another tab meanwhile: the fresh user hides what asks for a confirmation.
    onError: (error) => {
      if (error instanceof ApiError && error.body?.code === 'ALREADY_VERIFIED') {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
    },
  });
}
