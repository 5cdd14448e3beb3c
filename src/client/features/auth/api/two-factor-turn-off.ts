import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { TurnOffTwoFactorRequest } from '#shared/schemas/auth.ts';
import { currentUserQueryKey } from './get-current-user.ts';

/** A member turns two-step verification off with the password and a code. */
export function turnOffTwoFactor(body: TurnOffTwoFactorRequest) {
  return apiClient.post('/api/auth/two-factor/turn-off', body, z.undefined());
}

export const useTurnOffTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
