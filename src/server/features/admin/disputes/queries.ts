import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import { tradelines } from '#server/db/schema/credit.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import type { AdminDisputesQuerySchema } from '#shared/schemas/admin.ts';
import { likePattern } from '../filters.ts';

type DisputesQuery = z.output<typeof AdminDisputesQuerySchema>;

/**
 * The ids of one page of disputes, by creation, and the count of every match. A withdrawn draft is shown
 * only when asked for by its status. The search reads the member's email and names and the account's name.
 */
export async function findAdminDisputeIds(db: Executor, query: DisputesQuery) {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    query.status ? eq(disputes.status, query.status) : ne(disputes.status, 'withdrawn'),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(tradelines.creditorName, pattern),
        )
      : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ id: disputes.id })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.userId))
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .where(where)
    .orderBy(direction(disputes.createdAt), direction(disputes.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ count: count() })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.userId))
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .where(where);
  return { ids: rows.map((row) => row.id), total: total?.count ?? 0 };
}

/** The names an admin sees beside each dispute. */
export function findMembers(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, userIds));
}
