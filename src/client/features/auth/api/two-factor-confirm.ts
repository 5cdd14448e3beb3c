import { useMutation } from '@tanstack/react-query';
import { RecoveryCodesResponseSchema, type TwoFactorCodeRequest } from '#shared/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** A code from the app turns two-step verification on; the answer holds the recovery codes, shown only now. */
export function confirmTwoFactorEnrolment(body: TwoFactorCodeRequest) {
  return apiClient.post('/api/auth/two-factor/enrolment/confirm', body, RecoveryCodesResponseSchema);
}

export const useConfirmTwoFactorEnrolment = () => useMutation({ mutationFn: confirmTwoFactorEnrolment });
