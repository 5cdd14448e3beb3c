import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { disputeBureaus, disputeSteps, disputes } from '#server/db/schema/disputes.ts';
import { BUREAU_STEP_KINDS } from '#shared/constants/campaign.ts';
import type { FigureCounts } from '#shared/rules/public-figures.ts';

/** A later letter's answer is a day, kept as its noon, as the bureau's first answer is (disputes/update-status.ts). */
const stepAnsweredAt = sql`coalesce((${disputeSteps.answeredOn} + time '12:00') at time zone 'UTC', ${disputeSteps.updatedAt})`;

/** Of the answers to the campaign's later letters to this row's bureau about this row's dispute, the latest's `column`. */
const latestLaterAnswer = (column: SQL) => sql`(
  select ${column} from ${disputeSteps}
  where ${and(
    eq(disputeSteps.disputeId, disputeBureaus.disputeId),
    eq(disputeSteps.bureau, disputeBureaus.bureau),
    eq(disputeSteps.status, 'answered'),
    sql`${disputeSteps.outcome} is not null`,
    inArray(disputeSteps.kind, BUREAU_STEP_KINDS),
  )}
  order by ${stepAnsweredAt} desc limit 1
)`;

/** What the bureau says now: its latest answer, a later letter's (which only follows its first) or its first. */
const outcome = sql`coalesce(${latestLaterAnswer(sql`${disputeSteps.outcome}`)}, ${disputeBureaus.outcome})`;
const answeredAt = sql`coalesce(${latestLaterAnswer(stepAnsweredAt)}, ${disputeBureaus.respondedAt})`;
/** A deletion a report read after it undid (the item came back from that bureau) is no deletion. */
const deleted = sql`${outcome} = 'deleted' and (${disputeBureaus.reappearedAt} is null or ${disputeBureaus.reappearedAt} < ${answeredAt})`;

/**
 * Every figure in one pass over the bureaus' rows: one row is one dispute letter prepared for one bureau; a
 * member is helped once a letter of theirs was mailed (past `ready`); an outcome is a bureau's recorded answer,
 * the latest of its campaign's (round 1's or a later letter's to it).
 */
export async function countFigures(db: Executor): Promise<FigureCounts> {
  const [row] = await db
    .select({
      membersHelped:
        sql<number>`count(distinct ${disputes.userId}) filter (where ${disputeBureaus.status} <> 'ready')`.mapWith(
          Number,
        ),
      lettersPrepared: sql<number>`count(*)`.mapWith(Number),
      outcomesRecorded: sql<number>`count(*) filter (where ${outcome} is not null)`.mapWith(Number),
      outcomesDeleted: sql<number>`count(*) filter (where ${deleted})`.mapWith(Number),
    })
    .from(disputeBureaus)
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId));
  return row ?? { membersHelped: 0, lettersPrepared: 0, outcomesRecorded: 0, outcomesDeleted: 0 };
}
