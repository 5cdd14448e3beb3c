import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { TwoFactorEnrolmentResponseSchema } from '#shared/schemas/auth.ts';

/** The secret to enrol and its QR code: new on the first call, the same one again in this session after. */
export function startTwoFactorEnrolment() {
  return apiClient.post('/api/auth/two-factor/enrolment', undefined, TwoFactorEnrolmentResponseSchema);
}

export const useStartTwoFactorEnrolment = () => useMutation({ mutationFn: startTwoFactorEnrolment });
