import {
  SECOND_FACTOR_WAITS,
  SECOND_FACTOR_WARN_AT,
  SECOND_FACTOR_WARN_EVERY,
} from '#shared/constants/sign-in-limits.ts';

/**
 * How long an account waits after its `failures`-th wrong second-factor code in a row (0: no wait).
 *
 * What it leaves an attacker who knows the password and waits out every pause (10^6 six-digit codes, 3 of
 * them good at any moment: the current step and one either side):
 * - the first day: 5 guesses at once, 5 more a minute apart (10 by minute 5), 10 more 15 minutes apart
 *   (20 by minute 155), then one an hour: 21 more in the rest of the day, 41 in all;
 * - every later day: 24 (one an hour);
 * - 30 days: 41 + 29 × 24 = 737 guesses, so 1 − (1 − 3/10^6)^737 ≈ 0.22 % chance of getting in;
 * - if the owner passes the factor every day, each pass starts the count again: at most 41 a day, 1,230 in
 *   30 days, ≈ 0.37 %; and every such day the owner is emailed (rules below) to change the password.
 * Before this rule (5 a minute, no escalation): 7,200 a day, 216,000 in 30 days, ≈ 48 %.
 * The ten recovery codes (about 49 bits each) add about 10 / 2^49 per guess: nothing measurable.
 */
export function secondFactorWaitMs(failures: number): number {
  return SECOND_FACTOR_WAITS.find((step) => failures >= step.failures)?.waitMs ?? 0;
}

/** When the next code may be tried, or null when it may be tried now (no failures, or the wait is over). */
export function nextSecondFactorTryAt(state: { failures: number; lastFailedAt: Date | null }, now: Date): Date | null {
  const waitMs = secondFactorWaitMs(state.failures);
  if (waitMs === 0 || !state.lastFailedAt) return null;
  const next = new Date(state.lastFailedAt.getTime() + waitMs);
  return next > now ? next : null;
}

/** Whether the `failures`-th wrong code in a row is one the account holder is emailed about. */
export function warnsAfterFailures(failures: number): boolean {
  return failures >= SECOND_FACTOR_WARN_AT && (failures - SECOND_FACTOR_WARN_AT) % SECOND_FACTOR_WARN_EVERY === 0;
}
