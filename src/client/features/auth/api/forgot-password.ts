import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { ForgotPasswordRequest } from '#shared/schemas/auth.ts';

/** The same answer whether or not the email has an account, so nobody learns who is a member. */
export function forgotPassword(body: ForgotPasswordRequest) {
  return apiClient.post('/api/auth/password/forgot', body, z.unknown());
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
