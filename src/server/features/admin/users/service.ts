import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { users } from '#server/db/schema/users.ts';
import { notFound } from '#server/errors.ts';
import { isOwnerEmail } from '#server/features/auth/index.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { decideAdminChange } from './admin-change.ts';
import { pagePhones } from './page-phones.ts';
import { findAdminUser } from './queries.ts';
import { toAdminUser } from './to-admin-user.ts';

/**
 * Grants or revokes admin rights. Every admin row is locked before they are counted, so two admins demoting
 * each other at the same moment queue up: the second finds itself the last admin and is refused.
 */
export async function setAdminStatus(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'cipher'>,
  audit: AuditContext,
  userId: string,
  isAdmin: boolean,
): Promise<AdminUser> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.id))
      .for('update');
    const target = await lockUser(tx, userId);
    if (!target) throw notFound();
    const isOwner = isOwnerEmail(target.email, deps.config.ownerEmail);
    const isConfigured = deps.config.adminEmails.includes(target.email.toLowerCase());
    const change = decideAdminChange({ isAdmin: target.isAdmin, isOwner, isConfigured }, isAdmin, admins.length);
    if (!change) return;
    await tx.update(users).set({ isAdmin, updatedAt: now }).where(eq(users.id, userId));
    await recordAudit(
      tx,
      audit,
      { action: change === 'grant' ? 'admin_granted' : 'admin_revoked', target, details: {} },
      now,
    );
  });
  const row = await findAdminUser(deps.db, userId);
  if (!row) throw notFound();
  const phoneOf = await pagePhones(deps.db, deps.cipher, [row]);
  return toAdminUser(row, phoneOf(row.id), deps.config.ownerEmail);
}
