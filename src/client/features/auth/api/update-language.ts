import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { z } from 'zod';
import type { Language } from '#shared/constants/languages.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function updateLanguage(language: Language) {
  return apiClient.put('/api/auth/user/language', { language }, z.undefined());
}

/**
 * Tells the server the signed-in member's language so the emails follow it. The landing entry has no query
 * client and a visitor has no account: both skip it. Fire and forget: the screen has already switched, and a
 * failure only leaves the emails in the former language.
 */
export function useRememberLanguage() {
  const queryClient = useContext(QueryClientContext);
  return (language: Language) => {
    if (!queryClient?.getQueryData<CurrentUser | null>(currentUserQueryKey)) return;
    updateLanguage(language).catch(() => undefined);
  };
}
