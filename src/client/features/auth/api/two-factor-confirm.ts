import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { RecoveryCodesResponseSchema, type TwoFactorCodeRequest } from '#shared/schemas/auth.ts';

/** A code from the app turns two-step verification on; the answer holds the recovery codes, shown only now. */
export function confirmTwoFactorEnrolment(body: TwoFactorCodeRequest) {
  return apiClient.post('/api/auth/two-factor/enrolment/confirm', body, RecoveryCodesResponseSchema);
}

export const useConfirmTwoFactorEnrolment = () => useMutation({ mutationFn: confirmTwoFactorEnrolment });
