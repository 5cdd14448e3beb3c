import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { TwoFactorCodeRequest } from '#shared/schemas/auth.ts';

/** An app code or a recovery code: this session has passed the second factor. */
export function verifyTwoFactor(body: TwoFactorCodeRequest) {
  return apiClient.post('/api/auth/two-factor/verify', body, z.undefined());
}

export const useVerifyTwoFactor = () => useMutation({ mutationFn: verifyTwoFactor });
