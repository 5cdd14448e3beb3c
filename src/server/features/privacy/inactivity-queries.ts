import { and, asc, eq, isNull, lte, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/billing.ts';
import { disputeBureaus, disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';

/** Members handled a run at most: a backlog (a first run on an old database) is worked off over a few runs. */
const RUN_BATCH = 200;

/** The last use of the account: the member's last sign-in or request, or its creation if they never came. */
const lastUse = sql`coalesce(${users.lastActiveAt}, ${users.createdAt})`;

/**
 * Whose information is still in use, whatever the calendar says (decision 017): staff, a member with a running
 * plan (money may still move), and a member with a letter at a bureau that has not answered (the bureau's answer
 * is still to come, and the member needs their records to read it).
 */
const stillInUse = sql`(
  ${users.isAdmin}
  or ${users.subscriptionStatus} in ('active', 'pending_verification', 'past_due')
  or exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id} and ${subscriptions.endedAt} is null)
  or exists (
    select 1 from ${disputeBureaus} join ${disputes} on ${disputes.id} = ${disputeBureaus.disputeId}
    where ${disputes.userId} = ${users.id} and ${disputeBureaus.status} in ('mailed', 'delivered', 'in_review')
  )
)`;

/** Members unused since `unusedSince` and not yet warned: the warning is due. */
export const warningDue = (unusedSince: Date): SQL =>
  and(
    sql`${lastUse} < ${unusedSince.toISOString()}::timestamptz`,
    isNull(users.inactivityWarnedAt),
    not(stillInUse),
  ) as SQL;

/**
 * Members unused since `unusedSince` who were warned no later than `warnedBy`: the purge is due. A member warned
 * late (the job was down) still gets the whole notice before anything goes.
 */
export const purgeDue = (unusedSince: Date, warnedBy: Date): SQL =>
  and(
    sql`${lastUse} < ${unusedSince.toISOString()}::timestamptz`,
    lte(users.inactivityWarnedAt, warnedBy),
    not(stillInUse),
  ) as SQL;

export function findMembers(db: Executor, where: SQL) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(where)
    .orderBy(asc(lastUse), asc(users.id))
    .limit(RUN_BATCH);
}

/** Whether one member still matches `where` (read under their lock, just before acting). */
export async function memberMatches(db: Executor, userId: string, where: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), where));
  return row !== undefined;
}

/** The warning was sent: recorded only after, so a failed send is tried again at the next run. */
export async function markWarned(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ inactivityWarnedAt: at })
    .where(and(eq(users.id, userId), isNull(users.inactivityWarnedAt)));
}
