import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { disputeBureaus, disputes } from '#server/db/schema/disputes.ts';
import { bureauStanding } from '#server/features/credit/index.ts';
import type { FigureCounts } from '#shared/rules/public-figures.ts';

/**
 * Every figure in one pass over the bureaus' rows: one row is one dispute letter prepared for one bureau; a
 * member is helped once a letter of theirs was mailed (past `ready`); an outcome is a bureau's recorded answer,
 * the latest of its campaign's (credit's bureauStanding).
 */
export async function countFigures(db: Executor): Promise<FigureCounts> {
  const [row] = await db
    .select({
      membersHelped:
        sql<number>`count(distinct ${disputes.userId}) filter (where ${disputeBureaus.status} <> 'ready')`.mapWith(
          Number,
        ),
      lettersPrepared: sql<number>`count(*)`.mapWith(Number),
      outcomesRecorded: sql<number>`count(*) filter (where ${bureauStanding.outcome} is not null)`.mapWith(Number),
      outcomesDeleted: sql<number>`count(*) filter (where ${bureauStanding.deleted})`.mapWith(Number),
    })
    .from(disputeBureaus)
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId));
  return row ?? { membersHelped: 0, lettersPrepared: 0, outcomesRecorded: 0, outcomesDeleted: 0 };
}
