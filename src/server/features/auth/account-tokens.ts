import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { createSessionToken, hashSessionToken } from '#server/sessions/session-token.ts';
import {
  type AccountTokenPurpose,
  EMAIL_VERIFICATION_TTL_MS,
  type LinkProblem,
  PASSWORD_RESET_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
} from '#shared/constants/accounts.ts';
import { findAccountToken, replaceOpenAccountTokens, spendAccountToken } from './account-token-queries.ts';

const TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: EMAIL_VERIFICATION_TTL_MS,
  reset_password: PASSWORD_RESET_TTL_MS,
  sign_in: SIGN_IN_LINK_TTL_MS,
};

export const linkInvalid = (reason: LinkProblem) =>
  new AppError('LINK_INVALID', 400, 'This link does not work', { reason });

// The same kind of secret as a session's: 32 random bytes (base64url), of which only the SHA-256 is kept.
export const hashLinkToken = hashSessionToken;

/**
 * Why a stored link cannot be used at `now`, or null when it can. A link that a newer one superseded had its life
 * cut short (issueAccountToken): it ended before its full lifetime, where a link that simply expired lived it all.
 */
export function linkProblemOf(
  row: { purpose: AccountTokenPurpose; usedAt: Date | null; createdAt: Date; expiresAt: Date } | undefined,
  purpose: AccountTokenPurpose,
  now: Date,
): LinkProblem | null {
  if (!row || row.purpose !== purpose) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) {
    return row.expiresAt.getTime() - row.createdAt.getTime() < TTL_MS[row.purpose] ? 'superseded' : 'expired';
  }
  return null;
}

/**
 * A new single-use link secret for the user; answers the token that goes in the emailed URL. Only the newest link
 * of a purpose works: the older ones still open end now, so a link left in an old email (or a mailbox read by
 * someone else before) is worth nothing once the member asked for another.
 */
export async function issueAccountToken(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string> {
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + TTL_MS[purpose]);
  await replaceOpenAccountTokens(
    db,
    { tokenHash: hashLinkToken(token), userId, purpose, createdAt: now, expiresAt },
    now,
  );
  return token;
}

/** The user a link is for, without using it up (to check a new password before spending the link). */
export async function peekAccountToken(
  db: Executor,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string> {
  const row = await findAccountToken(db, hashLinkToken(token));
  const problem = linkProblemOf(row, purpose, now);
  if (problem || !row) throw linkInvalid(problem ?? 'invalid');
  return row.userId;
}

/**
 * Uses a link up and answers its user. One conditional UPDATE does it, so of two requests with the same link
 * only one can succeed; the other hears why the link no longer works.
 */
export async function consumeAccountToken(
  db: Executor,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string> {
  const userId = await spendAccountToken(db, hashLinkToken(token), purpose, now);
  if (userId) return userId;
  throw linkInvalid(linkProblemOf(await findAccountToken(db, hashLinkToken(token)), purpose, now) ?? 'invalid');
}
