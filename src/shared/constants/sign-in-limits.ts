import { HOUR_MS } from './time.ts';

const MINUTE_MS = 60 * 1000;

/**
 * The pause before the next second-factor code, by wrong codes in a row (app codes and recovery codes alike),
 * largest first: from the 5th wrong code on, each further one waits a minute; from the 10th, 15 minutes; from
 * the 20th, an hour. A right code starts the count again. See rules/second-factor-wait.ts for what it allows.
 */
export const SECOND_FACTOR_WAITS = [
  { failures: 20, waitMs: HOUR_MS },
  { failures: 10, waitMs: 15 * MINUTE_MS },
  { failures: 5, waitMs: MINUTE_MS },
] as const;

/** The account holder is emailed at the 5th wrong code in a row, then at every 10th after it (15, 25, …). */
export const SECOND_FACTOR_WARN_AT = 5;
export const SECOND_FACTOR_WARN_EVERY = 10;

/**
 * The `reason` of a sign-in's 429 when the account's budget for browsers without its device cookie is spent:
 * the sign-in page then offers a one-time link by email, which only the mailbox's owner can open.
 */
export const UNTRUSTED_SIGN_INS_SPENT = 'untrusted_sign_ins_spent';
