import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';

/** The server's translated reason when it gave one (or the network's), else the step's own plain fallback. */
export function failureMessage(error: unknown, t: TFunction, fallback: string): string {
  const explained = error instanceof NetworkError || (error instanceof ApiError && error.body !== null);
  return explained ? errorMessage(error, t) : fallback;
}
