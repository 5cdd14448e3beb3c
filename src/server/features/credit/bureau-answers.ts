import type { Executor } from '#server/db/client.ts';
import { findFirstAnswers, findLaterBureauAnswers } from '#server/features/disputes/index.ts';
import { latestBureauAnswer } from '#shared/rules/campaign.ts';
import type { BureauAnswer } from '#shared/rules/count-items-removed.ts';
import { isoDayOf, noonOf } from '#shared/rules/iso-date.ts';

/**
 * Where each bureau the member disputed an item with stands, as "items removed" counts it: per dispute and bureau
 * its latest answer as the campaign's rules read it (latestBureauAnswer: round 1's or a later letter's to the
 * bureau, by the day each came, on one day the later round's), that day, and whether a report read after it
 * showed the item again from that bureau (a deletion a reinsertion undid).
 */
export async function readBureauAnswers(db: Executor, userId: string): Promise<BureauAnswer[]> {
  const firsts = await findFirstAnswers(db, userId);
  const later = await findLaterBureauAnswers(db, userId);
  return firsts.map((first) => {
    const { reportId, tradelineKey, bureau } = first;
    const steps = later.filter((step) => step.disputeId === first.disputeId && step.bureau === bureau);
    const roundOne = { outcome: first.outcome, answeredOn: first.respondedAt && isoDayOf(first.respondedAt) };
    const latest = latestBureauAnswer(roundOne, steps);
    // A later letter's answer is a day, kept as its noon, as round 1's on a day the member gave is.
    const answeredAt = latest.step
      ? latest.answeredOn
        ? noonOf(latest.answeredOn)
        : latest.step.updatedAt
      : first.respondedAt;
    return {
      reportId,
      tradelineKey,
      bureau,
      outcome: latest.outcome,
      answeredAt: latest.answeredOn,
      reappeared: first.reappearedAt !== null && answeredAt !== null && answeredAt <= first.reappearedAt,
    };
  });
}
