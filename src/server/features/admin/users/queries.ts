import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Transaction } from '#server/db/client.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';
import { users } from '#server/db/schema/users.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import type { AdminUsersQuerySchema } from '#shared/schemas/admin.ts';
import { dayRange, likePattern } from '../filters.ts';

type UsersQuery = z.output<typeof AdminUsersQuerySchema>;

export interface UserFilters {
  search?: string | undefined;
  status?: SubscriptionStatus | undefined;
  /** Bounds of the sign-up day, UTC, inclusive. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** The users list, the client records and their export filter accounts the same way. */
export function userFilterCondition(filters: UserFilters): SQL | undefined {
  const { from, before } = dayRange(filters.dateFrom, filters.dateTo);
  const pattern = filters.search ? likePattern(filters.search) : null;
  return and(
    pattern
      ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
      : undefined,
    filters.status ? eq(users.subscriptionStatus, filters.status) : undefined,
    from ? gte(users.createdAt, from) : undefined,
    before ? lt(users.createdAt, before) : undefined,
  );
}

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

/** Every admin row, locked in id order, to be counted (setAdminStatus says why). */
export function lockAdmins(tx: Transaction) {
  return tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).for('update');
}

export async function updateAdminFlag(tx: Transaction, userId: string, isAdmin: boolean, now: Date) {
  await tx.update(users).set({ isAdmin, updatedAt: now }).where(eq(users.id, userId));
}
