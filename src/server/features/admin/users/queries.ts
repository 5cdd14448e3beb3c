import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';
import { users } from '#server/db/schema/users.ts';
import type { AdminUsersQuerySchema } from '#shared/schemas/admin.ts';
import { userFilterCondition } from './user-filters.ts';

type UsersQuery = z.output<typeof AdminUsersQuerySchema>;

// No phone here: it is sealed in the profile and opened per page (phonesOf).
const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionTier: users.subscriptionTier,
  isAdmin: users.isAdmin,
  onboardingCompleted: sql<boolean>`${memberProfiles.userId} is not null`,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

const sortColumns = { createdAt: users.createdAt, email: users.email, lastName: users.lastName } as const;

/** A page of accounts and the count of every match; the id breaks ties so pages never overlap. */
export async function findAdminUsers(db: Executor, query: UsersQuery) {
  const where = userFilterCondition(query);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), direction(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: await countUsers(db, where) };
}

export async function countUsers(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(users).where(where);
  return row?.count ?? 0;
}

export async function findAdminUser(db: Executor, userId: string) {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
