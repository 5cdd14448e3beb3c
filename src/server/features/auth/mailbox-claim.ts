import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Executor } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { retireAccountTokens } from './account-token-queries.ts';
import { verifyPassword } from './passwords.ts';
import { removeAccountSetUp } from './user-queries.ts';

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
  const removed = await removeAccountSetUp(tx, owner.id, now);
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
      details: removed,
    },
    now,
  );
}
