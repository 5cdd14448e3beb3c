import { and, asc, desc, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import { tradelines } from '#server/db/schema/credit.ts';
import { disputeBureaus, disputeSteps, disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import type { DisputeStatus } from '#shared/constants/disputes.ts';
import type { AdminDisputesQuerySchema } from '#shared/schemas/admin.ts';
import { likePattern } from '../filters.ts';
import { pageTotal } from '../total-queries.ts';

type DisputesQuery = z.output<typeof AdminDisputesQuerySchema>;

/** Drafts, disputes waiting to go and withdrawn drafts: no letter went out, so there is no campaign. */
const UNSENT_STATUSES: readonly DisputeStatus[] = ['draft', 'pending', 'withdrawn'];
export const isSent = (status: DisputeStatus) => !UNSENT_STATUSES.includes(status);

/**
 * Which disputes the list holds: a withdrawn draft only when asked for by its status; with a campaign filter,
 * sent disputes only (a campaign starts when the letters go out). The search reads the member's email and names
 * and the account's name.
 */
function listedWhere(query: DisputesQuery) {
  const pattern = query.search ? likePattern(query.search) : null;
  return and(
    query.status ? eq(disputes.status, query.status) : ne(disputes.status, 'withdrawn'),
    query.campaign ? notInArray(disputes.status, [...UNSENT_STATUSES]) : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(tradelines.creditorName, pattern),
        )
      : undefined,
  );
}

/** The listed disputes' ids in the list's order (by creation), `limit` of them from `offset` when given. */
function findListedIds(db: Executor, query: DisputesQuery, page?: { limit: number; offset: number }) {
  const direction = query.order === 'asc' ? asc : desc;
  const ordered = db
    .select({ id: disputes.id })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.userId))
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .where(listedWhere(query))
    .orderBy(direction(disputes.createdAt), direction(disputes.id));
  return page ? ordered.limit(page.limit).offset(page.offset) : ordered;
}

/** The ids of one page of disputes and how many match (capped: pageTotal). */
export async function findAdminDisputeIds(db: Executor, query: DisputesQuery) {
  const rows = await findListedIds(db, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const matching = db
    .select({ one: sql`1` })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.userId))
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .where(listedWhere(query))
    .$dynamic();
  return { ids: rows.map((row) => row.id), ...(await pageTotal(db, matching, query)) };
}

/** Every listed dispute's id, in the list's order: a campaign filter is decided in the rules, not in SQL. */
export async function findAllListedIds(db: Executor, query: DisputesQuery): Promise<string[]> {
  return (await findListedIds(db, query)).map((row) => row.id);
}

/** What the campaign's rules read of these disputes (rules/campaign.ts), without their letters. */
export async function findCampaignRecords(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ dispute: disputes, item: tradelines })
    .from(disputes)
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .where(inArray(disputes.id, [...ids]));
  const bureauRows = await db
    .select()
    .from(disputeBureaus)
    .where(inArray(disputeBureaus.disputeId, [...ids]));
  const stepRows = await db
    .select()
    .from(disputeSteps)
    .where(inArray(disputeSteps.disputeId, [...ids]))
    .orderBy(asc(disputeSteps.preparedAt), asc(disputeSteps.round));
  return rows.map(({ dispute, item }) => ({
    dispute,
    item,
    bureaus: bureauRows.filter((row) => row.disputeId === dispute.id),
    steps: stepRows.filter((step) => step.disputeId === dispute.id),
  }));
}

/** The names an admin sees beside each dispute. */
export function findMembers(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, userIds));
}
