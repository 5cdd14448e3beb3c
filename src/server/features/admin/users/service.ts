import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Cipher } from '#server/crypto/cipher.ts';
import { lockUser } from '#server/db/member-lock.ts';
import type { AuditDetails } from '#server/db/schema/audit.ts';
import { AppError, notFound } from '#server/errors.ts';
import { isOwnerEmail } from '#server/features/auth/index.ts';
import { profilePhone } from '#server/features/profile/index.ts';
import type { AdminUser, AdminUsersQuerySchema, AdminUsersResponse } from '#shared/schemas/admin.ts';
import {
  type AdminUserRow,
  findAdminUser,
  findAdminUsers,
  lockAdmins,
  type UserFilters,
  updateAdminFlag,
} from './queries.ts';

/**
 * What the audit entry of a page of people an admin read says: the page, the filters in use (one not in use
 * is left out) and how many people the page showed.
 */
export function listReadDetails(query: UserFilters & { page: number }, rowCount: number): AuditDetails {
  const { search, status, dateFrom, dateTo } = query;
  const filters = Object.entries({ search, status, dateFrom, dateTo }).filter(([, value]) => value);
  return { page: query.page, ...Object.fromEntries(filters), rowCount };
}

/** The account as the API gives it: the sealed phone opened, nothing else of the profile. */
function toAdminUser(row: AdminUserRow, cipher: Cipher, ownerEmail: string | null): AdminUser {
  const { contactSealed, plainPhone, ...account } = row;
  return {
    ...account,
    phoneNumber: profilePhone(cipher, { contactSealed, phone: plainPhone }),
    isOwner: isOwnerEmail(row.email, ownerEmail),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** A page of accounts, read in one transaction with the audit entry that says an admin read it. */
export async function listAdminUsers(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'cipher'>,
  audit: AuditContext,
  query: z.output<typeof AdminUsersQuerySchema>,
): Promise<AdminUsersResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { rows, total, totalCapped } = await findAdminUsers(tx, query);
    await recordAudit(tx, audit, { action: 'users_listed', details: listReadDetails(query, rows.length) }, now);
    const users = rows.map((row) => toAdminUser(row, deps.cipher, deps.config.ownerEmail));
    return { users, total, totalCapped, page: query.page, pageSize: query.pageSize };
  });
}

/**
 * What setting a user's admin flag does: nothing when it already is so; a grant; or a revocation, which the
 * owner and the ADMIN_EMAILS admins never suffer and which may not leave the business without an admin (`adminCount` counts the target).
 */
export function decideAdminChange(
  target: { isAdmin: boolean; isOwner: boolean; isConfigured: boolean },
  wanted: boolean,
  adminCount: number,
): 'grant' | 'revoke' | null {
  if (target.isAdmin === wanted) return null;
  if (wanted) return 'grant';
  if (target.isOwner) throw new AppError('OWNER_PROTECTED', 409, 'The owner is always an admin');
  // ADMIN_EMAILS grants again at every start: a revocation here would be undone, so it is refused and said why.
  if (target.isConfigured) throw new AppError('CONFIGURED_ADMIN', 409, 'This admin comes from ADMIN_EMAILS');
  if (adminCount <= 1) throw new AppError('LAST_ADMIN', 409, 'The last admin cannot be removed');
  return 'revoke';
}

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
    const admins = await lockAdmins(tx);
    const target = await lockUser(tx, userId);
    if (!target) throw notFound();
    const isOwner = isOwnerEmail(target.email, deps.config.ownerEmail);
    const isConfigured = deps.config.adminEmails.includes(target.email.toLowerCase());
    const change = decideAdminChange({ isAdmin: target.isAdmin, isOwner, isConfigured }, isAdmin, admins.length);
    if (!change) return;
    await updateAdminFlag(tx, userId, isAdmin, now);
    await recordAudit(
      tx,
      audit,
      { action: change === 'grant' ? 'admin_granted' : 'admin_revoked', target, details: {} },
      now,
    );
  });
  const row = await findAdminUser(deps.db, userId);
  if (!row) throw notFound();
  return toAdminUser(row, deps.cipher, deps.config.ownerEmail);
}
