import type { FastifyReply } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import type { AuditContext } from '#server/audit/record-audit.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { notify } from '#server/features/notifications/index.ts';
import type { SessionOrigin } from '#server/sessions/session-queries.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { ResetPasswordRequest } from '#shared/schemas/auth.ts';
import { emailAccountAfterReply, passwordResetEmail, sendAccountEmail } from './account-emails.ts';
import { retireAccountTokens } from './account-token-queries.ts';
import { consumeAccountToken, hashLinkToken, issueAccountToken, peekAccountToken } from './account-tokens.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { deleteUserSessions } from './device-queries.ts';
import { markEmailVerified } from './email-verification.ts';
import { claimAccountByMailbox, replacesPassword } from './mailbox-claim.ts';
import { hashPassword } from './passwords.ts';
import { describeOrigin } from './sign-in.ts';
import { findUser, setPasswordHash } from './user-queries.ts';

/**
 * Emails a reset link when the address has an account; an unknown address gets nothing, and the caller answers the
 * same either way. Only the lookup happens before the answer: the link and the email (which exist for one kind of
 * address only) come after it, so the answer's timing says nothing.
 */
export function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'afterReply'>,
  request: { email: string; language: Language | undefined },
  reply: FastifyReply,
): Promise<void> {
  return emailAccountAfterReply(deps, request, reply, 'the reset email', async (recipient) => {
    const token = await issueAccountToken(deps.db, recipient.id, 'reset_password', deps.clock.now());
    const url = `${deps.config.appOrigin}/reset-password?token=${token}`;
    await sendAccountEmail(deps.mailer, reply.log, passwordResetEmail(recipient, url, deps.config.legal.businessName));
  });
}

/**
 * Sets the new password from a reset link. Every session ends (whoever had the old password is out), the address
 * counts as verified (the link proved the mailbox), and the member is told. When that is the first proof of the
 * mailbox, whoever registered the address proved nothing: what they set up goes too (claimAccountByMailbox). The
 * caller then signs this browser in.
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: ResetPasswordRequest,
  origin: SessionOrigin,
  audit: Omit<AuditContext, 'actor'>,
): Promise<UserRow> {
  const now = deps.clock.now();
  // The password is checked before the link is spent, so a refused password leaves the link usable.
  const userId = await peekAccountToken(deps.db, input.token, 'reset_password', now);
  const owner = await findUser(deps.db, userId);
  await refuseCommonPassword(input.password, owner?.email ?? '', 'password');
  const passwordReplaced = owner && !owner.emailVerifiedAt ? await replacesPassword(owner, input.password) : false;
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    await consumeAccountToken(tx, input.token, 'reset_password', now);
    const locked = await findUser(tx, userId, true);
    await setPasswordHash(tx, userId, passwordHash, now);
    await retireAccountTokens(tx, userId, 'reset_password', now);
    if (locked && !locked.emailVerifiedAt) {
      await claimAccountByMailbox(tx, locked, { context: audit, passwordReplaced }, now);
    } else {
      await deleteUserSessions(tx, userId);
    }
    await notify(
      tx,
      {
        userId,
        kind: 'password_changed',
        subjectKey: `reset:${hashLinkToken(input.token).slice(0, 16)}`,
        data: describeOrigin(origin),
      },
      now,
    );
    return markEmailVerified(tx, userId, deps.config.adminEmails, now);
  });
}
