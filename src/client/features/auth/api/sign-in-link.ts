import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { type ConsumeSignInLinkRequest, CurrentUserSchema, type SignInLinkRequest } from '#shared/schemas/auth.ts';
import { useAuthMutation } from './use-auth-mutation.ts';

/** The same answer whether or not the email has an account, so nobody learns who is a member. */
export function requestSignInLink(body: SignInLinkRequest) {
  return apiClient.post('/api/auth/sign-in-link', body, z.unknown());
}

export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink });

/** Opening the emailed link signs this browser in. */
export function consumeSignInLink(body: ConsumeSignInLinkRequest) {
  return apiClient.post('/api/auth/sign-in-link/consume', body, CurrentUserSchema);
}

export const useConsumeSignInLink = () => useAuthMutation(consumeSignInLink);
