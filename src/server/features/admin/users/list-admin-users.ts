import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { AdminUsersQuerySchema, AdminUsersResponse } from '#shared/schemas/admin.ts';
import { listReadDetails } from './list-read-details.ts';
import { pagePhones } from './page-phones.ts';
import { findAdminUsers } from './queries.ts';
import { toAdminUser } from './to-admin-user.ts';

/** A page of accounts, read in one transaction with the audit entry that says an admin read it. */
export async function listAdminUsers(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'cipher'>,
  audit: AuditContext,
  query: z.output<typeof AdminUsersQuerySchema>,
): Promise<AdminUsersResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { rows, total } = await findAdminUsers(tx, query);
    await recordAudit(tx, audit, { action: 'users_listed', details: listReadDetails(query, rows.length) }, now);
    const phoneOf = await pagePhones(tx, deps.cipher, rows);
    const users = rows.map((row) => toAdminUser(row, phoneOf(row.id), deps.config.ownerEmail));
    return { users, total, page: query.page, pageSize: query.pageSize };
  });
}
