import type { TFunction } from 'i18next';
import { IDENTITY_MISMATCHES, type IdentityMismatch } from '#shared/constants/credit-files.ts';
import type { ApiErrorBody } from '#shared/errors.ts';
import { ApiError, NetworkError } from './api-client.ts';

/**
 * Why a report is not the member's decides the sentence: a birth date that differs (often the bureau's own
 * mistake) or is missing does not make the report somebody else's.
 */
const NOT_YOURS_KEYS = {
  name: 'errors.REPORT_NOT_YOURS',
  date_of_birth: 'credit.identity.dateOfBirth',
  date_of_birth_needed: 'credit.identity.dateOfBirthNeeded',
} as const satisfies Record<IdentityMismatch, string>;

function keyOf(body: ApiErrorBody) {
  const mismatch = IDENTITY_MISMATCHES.find((known) => known === body.reason);
  if (body.code === 'REPORT_NOT_YOURS' && mismatch) return NOT_YOURS_KEYS[mismatch];
  // The one enclosure we cannot carry is the member's identity theft report: that letter is theirs to mail.
  if (body.code === 'ENCLOSURE_MISSING' && body.reason === 'identity_theft_report') {
    return 'mailing.errors.identityTheftReport';
  }
  // The mail service may have the letter already: we keep handing it over, the member need not ask again.
  if (body.code === 'PRINT_SERVICE_UNAVAILABLE' && body.reason === 'retrying') return 'mailing.errors.retrying';
  // A campaign step asked for again with nothing new (§ 1681i(a)(3)), or while the same one waits: what to do instead.
  if (body.code === 'STEP_NOT_OFFERED' && body.reason === 'needs_new_information') {
    return 'campaign.errors.needsNewInformation';
  }
  if (body.code === 'INVALID_TRANSITION' && body.reason === 'step_exists') return 'campaign.errors.stepExists';
  return `errors.${body.code}` as const;
}

/** The translated sentence for a failed call: the server's code decides, never its English text. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof ApiError) {
    if (error.body) {
      return t(keyOf(error.body), {
        seconds: error.body.retryAfterSeconds ?? 60,
        reason: error.body.reason ?? '',
        borrowerName: error.body.borrowerName ?? '',
      });
    }
    if (error.status >= 500) return t('errors.INTERNAL');
  }
  return t('errors.generic');
}
