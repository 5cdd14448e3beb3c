import { and, asc, count, desc, eq, ilike, isNull, lt, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { disputeBureaus } from '#server/db/schema/disputes.ts';
import { mailings, mailingTracking } from '#server/db/schema/mailings.ts';
import { users } from '#server/db/schema/users.ts';
import { feeCharged } from '#server/features/billing/index.ts';
import type { TrackingStep } from '#shared/constants/mailing.ts';
import type { AdminMailingsQuery } from '#shared/schemas/mailing.ts';
import { likePattern } from '../filters.ts';

const scanned = (step: TrackingStep) =>
  sql`exists (select 1 from ${mailingTracking} where ${mailingTracking.mailingId} = ${mailings.id} and ${mailingTracking.step} = ${step})`;

/**
 * Each problem as a condition: the filter and the row's flags read the same SQL, so they always agree. `cutoff`:
 * a mailing created before it that Lob has still not taken was left by a failure, not by a call under way.
 */
const problemConditions = (cutoff: Date) => ({
  returned: or(eq(mailings.status, 'returned'), scanned('re_routed')) as SQL,
  issue: scanned('issue'),
  not_queued: and(isNull(mailings.lobLetterId), lt(mailings.createdAt, cutoff)) as SQL,
});

function whereOf(query: AdminMailingsQuery, cutoff: Date): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : null;
  return and(
    query.status ? eq(mailings.status, query.status) : undefined,
    query.problem ? problemConditions(cutoff)[query.problem] : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(mailings.trackingNumber, pattern),
        )
      : undefined,
  );
}

function adminMailingColumns(cutoff: Date) {
  const problems = problemConditions(cutoff);
  return {
    id: mailings.id,
    userId: mailings.userId,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    disputeId: disputeBureaus.disputeId,
    bureau: disputeBureaus.bureau,
    status: mailings.status,
    enclosures: mailings.enclosures,
    priceCents: mailings.priceCents,
    charged: feeCharged(mailings.paymentId),
    lobLetterId: mailings.lobLetterId,
    trackingNumber: mailings.trackingNumber,
    createdAt: mailings.createdAt,
    mailedOn: mailings.mailedOn,
    deliveredOn: mailings.deliveredOn,
    returned: sql<boolean>`${problems.returned}`,
    issue: sql<boolean>`${problems.issue}`,
    notQueued: sql<boolean>`${problems.not_queued}`,
  };
}

export type AdminMailingRow = NonNullable<Awaited<ReturnType<typeof findAdminMailing>>>;

/**
 * One page of mailings, newest first (the id breaks ties so pages never overlap), the count of every match and
 * the cents charged among them all (a fee waived, cancelled or refunded is not).
 */
export async function findAdminMailings(db: Executor, query: AdminMailingsQuery, cutoff: Date) {
  const where = whereOf(query, cutoff);
  const rows = await db
    .select(adminMailingColumns(cutoff))
    .from(mailings)
    .innerJoin(users, eq(users.id, mailings.userId))
    .innerJoin(disputeBureaus, eq(disputeBureaus.id, mailings.disputeBureauId))
    .where(where)
    .orderBy(desc(mailings.createdAt), desc(mailings.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({
      total: count(),
      chargedCents: sum(sql`case when ${feeCharged(mailings.paymentId)} then ${mailings.priceCents} else 0 end`),
    })
    .from(mailings)
    .innerJoin(users, eq(users.id, mailings.userId))
    .where(where);
  return { rows, total: totals?.total ?? 0, chargedCents: Number(totals?.chargedCents ?? 0) };
}

export async function findAdminMailing(db: Executor, mailingId: string, cutoff: Date) {
  const [row] = await db
    .select(adminMailingColumns(cutoff))
    .from(mailings)
    .innerJoin(users, eq(users.id, mailings.userId))
    .innerJoin(disputeBureaus, eq(disputeBureaus.id, mailings.disputeBureauId))
    .where(eq(mailings.id, mailingId));
  return row ?? null;
}

/** A mailing's USPS scans, oldest first (Lob's id breaks ties between scans of the same instant). */
export function findTracking(db: Executor, mailingId: string) {
  return db
    .select({ step: mailingTracking.step, occurredAt: mailingTracking.occurredAt, location: mailingTracking.location })
    .from(mailingTracking)
    .where(eq(mailingTracking.mailingId, mailingId))
    .orderBy(asc(mailingTracking.occurredAt), asc(mailingTracking.id));
}
