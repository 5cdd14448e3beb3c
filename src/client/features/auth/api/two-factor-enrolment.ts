import { useMutation } from '@tanstack/react-query';
import { TwoFactorEnrolmentResponseSchema } from '#shared/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** A new secret and its QR code; starting again replaces the one not yet confirmed. */
export function startTwoFactorEnrolment() {
  return apiClient.post('/api/auth/two-factor/enrolment', undefined, TwoFactorEnrolmentResponseSchema);
}

export const useStartTwoFactorEnrolment = () => useMutation({ mutationFn: startTwoFactorEnrolment });
