import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { Language } from '#shared/constants/languages.ts';

/**
 * Tells the server the signed-in member's language so the emails follow it. Fire and forget: the screen has
 * already switched, and a failure only leaves the emails in the former language.
 */
export function rememberLanguage(language: Language): void {
  apiClient.put('/api/auth/user/language', { language }, z.undefined()).catch(() => undefined);
}
