import { eq } from 'drizzle-orm';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Executor } from '#server/db/client.ts';
import { recoveryCodes } from '#server/db/schema/accounts.ts';
import { passkeys, webauthnChallenges } from '#server/db/schema/privacy.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { type UserRow, users } from '#server/db/schema/users.ts';
import { retireAccountTokens } from './account-tokens.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Whether the password chosen with the link differs from the one the account had: then whoever chose that one
 * (the registrant, who never proved the mailbox) can no longer sign in, which the audit records.
 */
export async function replacesPassword(owner: Pick<UserRow, 'passwordHash'>, password: string): Promise<boolean> {
  return owner.passwordHash !== null && !(await verifyPassword(owner.passwordHash, password));
}

/**
 * The first proof of an account's mailbox came with a password chosen there and then (a verification link opened
 * in a browser not signed in to the account, or a reset link of an unconfirmed account). Whoever registered the
 * address, and anything they set up, proved nothing: every session ends, the second factor, its recovery codes
 * and the passkeys go, and every link still open is retired. The caller has stored the new password and marks the
 * address verified, in the same transaction. When the password was replaced, the audit log says so.
 */
export async function claimAccountByMailbox(
  tx: Executor,
  owner: Pick<UserRow, 'id' | 'email'>,
  audit: { context: Omit<AuditContext, 'actor'>; passwordReplaced: boolean },
  now: Date,
): Promise<void> {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, owner.id)).returning({ id: sessions.publicId });
  const [factor] = await tx.select({ enrolledAt: users.totpEnrolledAt }).from(users).where(eq(users.id, owner.id));
  await tx
    .update(users)
    .set({
      totpSecret: null,
      totpEnrolledAt: null,
      totpLastStep: null,
      secondFactorFailures: 0,
      secondFactorFailedAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, owner.id));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, owner.id));
  const removedPasskeys = await tx.delete(passkeys).where(eq(passkeys.userId, owner.id)).returning({ id: passkeys.id });
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, owner.id));
  await retireAccountTokens(tx, owner.id, 'every', now);
  if (!audit.passwordReplaced) return;
  // The one acting is whoever holds the mailbox: the account itself, from this browser.
  const actor = { id: owner.id, email: owner.email };
  await recordAudit(
    tx,
    { ...audit.context, actor },
    {
      action: 'account_verified_by_mailbox',
      target: actor,
      details: {
        sessionsEnded: ended.length,
        secondFactorRemoved: Boolean(factor?.enrolledAt),
        passkeysRemoved: removedPasskeys.length,
      },
    },
    now,
  );
}
