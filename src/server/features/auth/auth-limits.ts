import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import type { Clock } from '#server/clock.ts';
import type { AppConfig } from '#server/config.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { type AttemptLimiter, createAttemptLimiter, type LimitVerdict } from '#server/lib/attempt-limiter.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { SIGN_IN_LINK_TTL_MS } from '#shared/constants/accounts.ts';
import { UNTRUSTED_SIGN_INS_SPENT } from '#shared/constants/sign-in-limits.ts';
import { HOUR_MS } from '#shared/constants/time.ts';

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
  /** One-time sign-in links per address we write to. */
  signInLinks: AttemptLimiter;
}

/** What the account route files receive from authRoutes: the app's dependencies and the one set of budgets. */
export interface AuthRouteOptions {
  deps: AppDeps;
  limits: AuthLimits;
}

/** The budgets live in PostgreSQL (lib/attempt-limiter.ts), so every instance spends the same ones. */
export function createAuthLimits(db: Executor, limits: AppConfig['authRateLimit'], clock: Clock): AuthLimits {
  const { perIp, perAccount, windowMs } = limits;
  const perAccountLimiter = (name: string) => createAttemptLimiter({ db, name, max: perAccount, windowMs, clock });
  return {
    perAddress: createAttemptLimiter({ db, name: 'auth_per_address', max: perIp, windowMs, clock }),
    signUps: perAccountLimiter('sign_ups'),
    untrustedFailures: perAccountLimiter('untrusted_sign_in_failures'),
    deviceFailures: perAccountLimiter('device_sign_in_failures'),
    // A mailbox is not to be flooded: an hour's window, not a minute's.
    linkEmails: createAttemptLimiter({ db, name: 'link_emails', max: perAccount, windowMs: HOUR_MS, clock }),
    wrongCurrentPasswords: perAccountLimiter('wrong_current_passwords'),
    // Its own budget, over a link's lifetime: whoever spends it has filled the mailbox with links, and the newest
    // one still works until the window ends. A budget shared with the other emails could be spent by
    // reset requests an hour long, leaving the owner no link to ask for.
    signInLinks: createAttemptLimiter({
      db,
      name: 'sign_in_links',
      max: perAccount,
      windowMs: SIGN_IN_LINK_TTL_MS,
      clock,
    }),
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
export async function signInVerdicts(limits: AuthLimits, attempt: SignInAttempt): Promise<LimitVerdict[]> {
  if (attempt.deviceNonce) return [await limits.deviceFailures.check(attempt.deviceNonce)];
  return [await limits.perAddress.hit(attempt.addressKey), await limits.untrustedFailures.check(attempt.account)];
}

/**
 * Answers 429 when the attempt's budget is spent. When it is the account's budget for browsers without its
 * device cookie, the answer says so (`reason`): the page offers a sign-in link by email, the owner's way in
 * that failures from elsewhere cannot close. The reason names the account's budget, which counts the email
 * typed whether or not it has an account, so it tells nobody who is a member.
 */
export async function refuseSpentSignIn(
  limits: AuthLimits,
  attempt: SignInAttempt,
  reply: FastifyReply,
): Promise<void> {
  // One verdict for a trusted browser; the address's and then the account's for any other.
  const [first, account] = await signInVerdicts(limits, attempt);
  refuseWhenLimited(first ? [first] : [], reply);
  if (account && !account.allowed) {
    reply.header('retry-after', account.retryAfterSeconds);
    throw new AppError('RATE_LIMITED', 429, 'Too many attempts', {
      retryAfterSeconds: account.retryAfterSeconds,
      reason: UNTRUSTED_SIGN_INS_SPENT,
    });
  }
}

/**
 * Spends a request about an email address (a sign-up, a link by email) on the client address's budget and on
 * `perAccount`'s for the address typed, known or not, so the budget tells nobody whether it has an account.
 */
export async function refuseSpentEmailRequest(
  limits: AuthLimits,
  perAccount: AttemptLimiter,
  account: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  refuseWhenLimited([await limits.perAddress.hit(clientAddressKey(request.ip)), await perAccount.hit(account)], reply);
}

export async function recordSignInFailure(limits: AuthLimits, attempt: SignInAttempt): Promise<void> {
  if (attempt.deviceNonce) await limits.deviceFailures.hit(attempt.deviceNonce);
  else await limits.untrustedFailures.hit(attempt.account);
}

/** A success clears the budget it was counted on: earlier failures were the owner's typos. */
export async function recordSignInSuccess(limits: AuthLimits, attempt: SignInAttempt): Promise<void> {
  if (attempt.deviceNonce) await limits.deviceFailures.reset(attempt.deviceNonce);
  else await limits.untrustedFailures.reset(attempt.account);
}
