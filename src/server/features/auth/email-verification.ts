import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import type { AuditContext } from '#server/audit/record-audit.ts';
import type { Executor } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { AppError } from '#server/errors.ts';
import type { SessionUser } from '#server/sessions/session-queries.ts';
import type { VerifyEmailRequest } from '#shared/schemas/auth.ts';
import { type Recipient, sendAccountEmail, verificationEmail } from './account-emails.ts';
import { retireAccountTokens } from './account-token-queries.ts';
import { consumeAccountToken, issueAccountToken, linkInvalid, peekAccountToken } from './account-tokens.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { deleteUserSessions } from './device-queries.ts';
import { claimAccountByMailbox, replacesPassword } from './mailbox-claim.ts';
import { hashPassword } from './passwords.ts';
import { normalizeEmail } from './service.ts';
import { findUser, setEmailVerified, setPasswordHash } from './user-queries.ts';

type MailDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** The URL of a new verification link for the user (any older one stops working). */
export async function newVerificationUrl(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, userId: string) {
  const token = await issueAccountToken(deps.db, userId, 'verify_email', deps.clock.now());
  return `${deps.config.appOrigin}/verify-email?token=${token}`;
}

/** A new verification link, emailed: sign-up and onboarding's account creation both send this one. */
export async function sendVerificationLink(
  deps: MailDeps,
  user: Recipient & { id: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const url = await newVerificationUrl(deps, user.id);
  await sendAccountEmail(deps.mailer, log, verificationEmail(user, url, deps.config.legal.businessName));
}

/** "Send the link again" is for addresses not proven yet. */
export function refuseWhenVerified(user: SessionUser): void {
  if (user.emailVerifiedAt) throw new AppError('ALREADY_VERIFIED', 409, 'This email is verified already');
}

/**
 * The mailbox is proven (a verification or a reset link was opened): the first time is recorded, the verification
 * links still open are retired, and an address in ADMIN_EMAILS (or OWNER_EMAIL) gets its admin rights now, never
 * at sign-up.
 */
export async function markEmailVerified(
  db: Executor,
  userId: string,
  adminEmails: readonly string[],
  now: Date,
): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw new Error('the link points at no user');
  const updated = await setEmailVerified(
    db,
    userId,
    {
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      isAdmin: user.isAdmin || adminEmails.includes(normalizeEmail(user.email)),
    },
    now,
  );
  await retireAccountTokens(db, userId, 'verify_email', now);
  return updated ?? user;
}

/** The browser that opened the link: its session, if it is signed in, and where it is, for the audit log. */
export interface LinkOpener {
  user: SessionUser | null;
  sessionToken: string | null;
  audit: Omit<AuditContext, 'actor'>;
}

const passwordChoiceRequired = (email: string) =>
  new AppError('PASSWORD_CHOICE_REQUIRED', 409, 'Choose the account password to confirm the email', { email });

/**
 * The account of a verification link, locked, if its address is still unproven. A verified account has no open
 * verification link (verifying retires them); one left from before that rule confirms nothing more, and above
 * all must not set a password or strip a second factor that the proven owner relies on.
 */
async function unverifiedOwnerOf(db: Executor, userId: string, lock: boolean): Promise<UserRow> {
  const owner = await findUser(db, userId, lock);
  if (!owner) throw linkInvalid('invalid');
  if (owner.emailVerifiedAt) throw linkInvalid('used');
  return owner;
}

/**
 * Opening a verification link proves the mailbox, not a password somebody else may have chosen at sign-up
 * (decision 014). A browser signed in to that very account knows the password and now the mailbox: the address is
 * verified, the password kept and every other session ended. Anyone else is asked to choose the account's
 * password (PASSWORD_CHOICE_REQUIRED, the link still unused); with it, the account becomes theirs alone
 * (claimAccountByMailbox). The caller then signs this browser in, except in the first case, where it already is.
 */
export async function verifyEmail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: VerifyEmailRequest,
  opener: LinkOpener,
): Promise<{ user: UserRow; signedInAlready: boolean }> {
  const now = deps.clock.now();
  const { token, password } = input;
  const userId = await peekAccountToken(deps.db, token, 'verify_email', now);
  const owner = await unverifiedOwnerOf(deps.db, userId, false);
  const { adminEmails } = deps.config;
  if (password === undefined) {
    const sessionToken = opener.user?.id === userId ? opener.sessionToken : null;
    if (!sessionToken) throw passwordChoiceRequired(owner.email);
    const user = await deps.db.transaction(async (tx) => {
      await consumeAccountToken(tx, token, 'verify_email', now);
      await unverifiedOwnerOf(tx, userId, true);
      await deleteUserSessions(tx, userId, sessionToken);
      return markEmailVerified(tx, userId, adminEmails, now);
    });
    return { user, signedInAlready: true };
  }
  // The password is checked before the link is spent, so a refused password leaves the link usable.
  await refuseCommonPassword(password, owner.email, 'password');
  const passwordReplaced = await replacesPassword(owner, password);
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    await consumeAccountToken(tx, token, 'verify_email', now);
    const locked = await unverifiedOwnerOf(tx, userId, true);
    await setPasswordHash(tx, userId, passwordHash, now);
    // A password changed since it was compared is replaced too.
    const replaced = passwordReplaced || locked.passwordHash !== owner.passwordHash;
    await claimAccountByMailbox(tx, locked, { context: opener.audit, passwordReplaced: replaced }, now);
    return markEmailVerified(tx, userId, adminEmails, now);
  });
  return { user, signedInAlready: false };
}
