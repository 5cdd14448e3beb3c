import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { useSignOutMutation } from './use-sign-out-mutation.ts';

/** A POST, so a link or an image on another site cannot sign the member out. */
export function logout() {
  return apiClient.post('/api/logout', undefined, z.undefined());
}

export const useLogout = () => useSignOutMutation(logout);
