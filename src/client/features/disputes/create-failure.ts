import type { TFunction } from 'i18next';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';

/** Refusals that are the member's to fix; anything else is the generic failure (docs/product-rules.md, Disputes). */
const EXPLAINED_CODES = new Set([
  'DISPUTE_EXISTS',
  'ALREADY_VERIFIED',
  'REASON_NOT_SUPPORTED',
  'NOT_FOUND',
  'VALIDATION_FAILED',
]);

/** Why a draft could not be saved, in the member's language. */
export function createFailureMessage(error: unknown, t: TFunction): string {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  return code && EXPLAINED_CODES.has(code) ? errorMessage(error, t) : t('disputes.create.failed');
}
