import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Transaction } from '#server/db/client.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';
import { users } from '#server/db/schema/users.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import type { AdminUsersQuerySchema } from '#shared/schemas/admin.ts';
import { dayRange, likePattern } from '../filters.ts';
import { type PageTotal, pageTotal } from '../total-queries.ts';

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

// The phone comes as the profile keeps it, sealed (or clear, from before migration 0014): toAdminUser opens it.
const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionTier: users.subscriptionTier,
  isAdmin: users.isAdmin,
  onboardingCompleted: sql<boolean>`${memberProfiles.userId} is not null`,
  contactSealed: memberProfiles.contactSealed,
  plainPhone: memberProfiles.phone,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

/**
 * The orders the admin lists offer, each read from an index so a page stops after its rows: created_at and
 * last_name with the id (users_created_at_idx, users_last_name_idx), and the email through the unique index of its
 * lower case (users_email_lower_key), which orders it as the list shows it.
 */
export const userSortColumns = {
  createdAt: users.createdAt,
  email: sql`lower(${users.email})`,
  lastName: users.lastName,
} as const;

/** A page of accounts and how many match (capped: pageTotal); the id breaks ties so pages never overlap. */
export async function findAdminUsers(db: Executor, query: UsersQuery) {
  const where = userFilterCondition(query);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(where)
    .orderBy(direction(userSortColumns[query.sort]), direction(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, ...(await countUserPage(db, where, query)) };
}

/** How many accounts match, counted no further than a page needs (pageTotal). */
export function countUserPage(
  db: Executor,
  where: SQL | undefined,
  page: { page: number; pageSize: number },
): Promise<PageTotal> {
  return pageTotal(db, db.select({ one: sql`1` }).from(users).where(where).$dynamic(), page);
}

/** Every match, counted: the export says in its audit entry how many rows it holds. */
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
