import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { DeleteAccountRequest } from '#shared/schemas/privacy.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function deleteAccount(body: DeleteAccountRequest) {
  return apiClient.post('/api/account/delete', body, z.undefined());
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
