import { HOUR_MS } from '#shared/constants/time.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import { type AttemptLimiter, createAttemptLimiter, type LimitVerdict } from '../../lib/attempt-limiter.ts';

/** The budgets of the account routes, created once per app and shared by its route files. */
export interface AuthLimits {
  /** Every anonymous attempt from one client address (sign-in, sign-up, reset request): spraying is slow. */
  perAddress: AttemptLimiter;
  /** Sign-ups per email. */
  signUps: AttemptLimiter;
  /** Failed sign-ins per account from browsers without its device cookie. */
  untrustedFailures: AttemptLimiter;
  /** Failed sign-ins per device cookie (by its nonce): one browser's own budget. */
  deviceFailures: AttemptLimiter;
  /** Emails with a link (verification, reset, "you already have an account") per address we write to. */
  linkEmails: AttemptLimiter;
  /** Wrong current passwords per signed-in account, when changing the password. */
  wrongCurrentPasswords: AttemptLimiter;
}

/** What the account route files receive from authRoutes: the app's dependencies and the one set of budgets. */
export interface AuthRouteOptions {
  deps: AppDeps;
  limits: AuthLimits;
}

export function createAuthLimits(limits: AppConfig['authRateLimit'], clock: Clock): AuthLimits {
  const { perIp, perAccount, windowMs } = limits;
  const perAccountLimiter = () => createAttemptLimiter({ max: perAccount, windowMs, clock });
  return {
    perAddress: createAttemptLimiter({ max: perIp, windowMs, clock }),
    signUps: perAccountLimiter(),
    untrustedFailures: perAccountLimiter(),
    deviceFailures: perAccountLimiter(),
    // A mailbox is not to be flooded: an hour's window, not a minute's.
    linkEmails: createAttemptLimiter({ max: perAccount, windowMs: HOUR_MS, clock }),
    wrongCurrentPasswords: perAccountLimiter(),
  };
}

/** A sign-in as the budgets see it: `deviceNonce` when the browser holds a valid device cookie for the account. */
export interface SignInAttempt {
  account: string;
  addressKey: string;
  deviceNonce: string | null;
}

/**
 * Lock-out without denial of service: a browser that proved it signed in to this account before spends only
 * its own budget, so failures from anywhere else cannot lock the owner out; every other attempt spends the
 * client address's budget and the account's budget for untrusted clients.
 */
export function signInVerdicts(limits: AuthLimits, attempt: SignInAttempt): LimitVerdict[] {
  if (attempt.deviceNonce) return [limits.deviceFailures.check(attempt.deviceNonce)];
  return [limits.perAddress.hit(attempt.addressKey), limits.untrustedFailures.check(attempt.account)];
}

export function recordSignInFailure(limits: AuthLimits, attempt: SignInAttempt): void {
  if (attempt.deviceNonce) limits.deviceFailures.hit(attempt.deviceNonce);
  else limits.untrustedFailures.hit(attempt.account);
}

/** A success clears the budget it was counted on: earlier failures were the owner's typos. */
export function recordSignInSuccess(limits: AuthLimits, attempt: SignInAttempt): void {
  if (attempt.deviceNonce) limits.deviceFailures.reset(attempt.deviceNonce);
  else limits.untrustedFailures.reset(attempt.account);
}
