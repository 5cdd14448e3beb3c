import type { Executor } from '#server/db/client.ts';
import { findBureauStandings } from '#server/features/disputes/index.ts';
import type { BureauAnswer } from '#shared/rules/count-items-removed.ts';

/**
 * Where each bureau the member disputed an item with stands, as "items removed" counts it: its latest answer
 * (findBureauStandings), that day, and whether a report read after it showed the item again from that bureau (a
 * deletion a reinsertion undid).
 */
export async function readBureauAnswers(db: Executor, userId: string): Promise<BureauAnswer[]> {
  return (await findBureauStandings(db, userId)).map((standing) => ({
    reportId: standing.reportId,
    tradelineKey: standing.tradelineKey,
    bureau: standing.bureau,
    outcome: standing.outcome,
    answeredAt: standing.answeredOn,
    reappeared:
      standing.reappearedAt !== null && standing.answeredAt !== null && standing.answeredAt <= standing.reappearedAt,
  }));
}
