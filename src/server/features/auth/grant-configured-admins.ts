import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';

/**
 * The first admins come from configuration (ADMIN_EMAILS and OWNER_EMAIL), applied at start-up to accounts
 * whose address is proven; an unverified one gets its rights when its verification link is opened.
 */
export async function grantConfiguredAdmins(db: Database, adminEmails: readonly string[]): Promise<void> {
  if (adminEmails.length === 0) return;
  await db
    .update(users)
    .set({ isAdmin: true })
    .where(and(inArray(sql`lower(${users.email})`, [...adminEmails]), isNotNull(users.emailVerifiedAt)));
}
