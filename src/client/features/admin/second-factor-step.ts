import { ApiError } from '#client/lib/api-client.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';

export type SecondFactorStep = 'enrol' | 'verify';

/** The admin guard's refusals that a screen of ours can resolve. */
export type SecondFactorRefusal = Extract<ErrorCode, 'TWO_FACTOR_ENROLMENT_REQUIRED' | 'TWO_FACTOR_REQUIRED'>;

export function secondFactorRefusalOf(error: unknown): SecondFactorRefusal | null {
  const code = error instanceof ApiError && error.status === 403 ? error.body?.code : undefined;
  return code === 'TWO_FACTOR_ENROLMENT_REQUIRED' || code === 'TWO_FACTOR_REQUIRED' ? code : null;
}

/**
 * What the admin must do before the dashboard: the signed-in user says so, and so does an admin call the server
 * refused (the 12 hours ran out while the page was open, or the user we hold is older than the refusal).
 */
export function secondFactorStep(
  secondFactor: CurrentUser['secondFactor'],
  refusal: SecondFactorRefusal | null,
): SecondFactorStep | null {
  if (refusal === 'TWO_FACTOR_ENROLMENT_REQUIRED' || (secondFactor && !secondFactor.enrolled)) return 'enrol';
  if (refusal === 'TWO_FACTOR_REQUIRED' || (secondFactor && !secondFactor.verified)) return 'verify';
  return null;
}
