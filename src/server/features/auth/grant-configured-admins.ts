import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** The first admins come from configuration (ADMIN_EMAILS); registration applies the same list. */
export async function grantConfiguredAdmins(db: Database, adminEmails: readonly string[]): Promise<void> {
  if (adminEmails.length === 0) return;
  await db
    .update(users)
    .set({ isAdmin: true })
    .where(inArray(sql`lower(${users.email})`, [...adminEmails]));
}
