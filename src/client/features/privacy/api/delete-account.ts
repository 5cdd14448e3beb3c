import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { DeleteAccountRequest } from '#shared/schemas/privacy.ts';

export function deleteAccount(body: DeleteAccountRequest) {
  return apiClient.post('/api/account/delete', body, z.undefined());
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
