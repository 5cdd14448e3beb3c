import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { useSignOutMutation } from './use-sign-out-mutation.ts';

/** Ends every session of the member, this browser's too. */
export function signOutEverywhere() {
  return apiClient.post('/api/auth/sessions/sign-out-everywhere', undefined, z.undefined());
}

export const useSignOutEverywhere = () => useSignOutMutation(signOutEverywhere);
