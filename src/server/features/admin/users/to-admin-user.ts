import { isOwnerEmail } from '#server/features/auth/index.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import type { AdminUserRow } from './queries.ts';

export function toAdminUser(row: AdminUserRow, phoneNumber: string | null, ownerEmail: string | null): AdminUser {
  return {
    ...row,
    phoneNumber,
    isOwner: isOwnerEmail(row.email, ownerEmail),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
