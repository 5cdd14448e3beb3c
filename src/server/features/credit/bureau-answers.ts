import type { Executor } from '#server/db/client.ts';
import type { BureauAnswer } from '#shared/rules/count-items-removed.ts';
import { findFirstAnswers, findLaterBureauAnswers } from './queries.ts';

/** A later letter's answer is a day: kept as its noon, as the bureau's first answer is (disputes/update-status.ts). */
const noonOf = (day: string) => `${day}T12:00:00.000Z`;

/**
 * Every answer the bureaus gave about the member's disputed items, as "items removed" counts them: round 1's and
 * each later letter's to the bureau, each with when it came and whether a report read after it showed the item
 * again from that bureau (a deletion a reinsertion undid).
 */
export async function readBureauAnswers(db: Executor, userId: string): Promise<BureauAnswer[]> {
  const firsts = await findFirstAnswers(db, userId);
  const later = await findLaterBureauAnswers(db, userId);
  const reappearedAfter = (first: (typeof firsts)[number], answeredAt: string | null) =>
    first.reappearedAt !== null && answeredAt !== null && answeredAt <= first.reappearedAt.toISOString();
  return firsts.flatMap((first) => {
    const { reportId, tradelineKey, bureau } = first;
    const answeredAt = first.respondedAt?.toISOString() ?? null;
    const own: BureauAnswer = {
      reportId,
      tradelineKey,
      bureau,
      outcome: first.outcome,
      answeredAt,
      reappeared: reappearedAfter(first, answeredAt),
    };
    const steps = later
      .filter((step) => step.disputeId === first.disputeId && step.bureau === bureau)
      .map((step): BureauAnswer => {
        const at = step.answeredOn ? noonOf(step.answeredOn) : step.updatedAt.toISOString();
        return {
          reportId,
          tradelineKey,
          bureau,
          outcome: step.outcome,
          answeredAt: at,
          reappeared: reappearedAfter(first, at),
        };
      });
    return [own, ...steps];
  });
}
