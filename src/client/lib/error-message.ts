import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from './api-client.ts';

/** The translated sentence for a failed call: the server's code decides, never its English text. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof ApiError) {
    if (error.body) {
      return t(`errors.${error.body.code}`, {
        seconds: error.body.retryAfterSeconds ?? 60,
        reason: error.body.reason ?? '',
        borrowerName: error.body.borrowerName ?? '',
      });
    }
    if (error.status >= 500) return t('errors.INTERNAL');
  }
  return t('errors.generic');
}
