import type { Bureau } from '#shared/constants/bureaus.ts';
import type { BureauOutcome } from '#shared/constants/disputes.ts';

/** One of the member's reports, as the count needs it. */
export interface ReportItems {
  id: string;
  /** The file it reads (`reportLineage`); null when it is compared with no other report. */
  lineage: string | null;
  /** The tradeline key of every item it holds, negative or not. */
  keys: readonly string[];
  /** The tradeline keys of its negative items. */
  negativeKeys: readonly string[];
}

/** One bureau's part of a dispute (answered or not), with the report the member disputed the item from. */
export interface BureauAnswer {
  reportId: string;
  tradelineKey: string;
  bureau: Bureau;
  outcome: BureauOutcome | null;
  /** When it came (ISO date or instant); of one item's answers from one bureau the latest counts. */
  answeredAt?: string | null;
  /** A later report showed the item again from this bureau after the deletion: it is not removed. */
  reappeared?: boolean;
}

/**
 * "Items removed": every item deleted by each bureau the member disputed it with (letters go only to the
 * bureaus that list it, so one still listed by a bureau that verified it is not removed: it is still on the
 * report), by each bureau's latest answer (round 1's, or a later letter's: a bureau that verified and then
 * deleted it deleted it; one whose deletion a later report undid did not), plus every negative item a report held
 * that the next report of the same file no longer holds, each item once; an item gone from one report that a later
 * report of its file holds again is not. Only consecutive reports of one file are compared:
 * reports of unrelated files differ because they are different files, not because anything was removed.
 * An item is its tradeline key within its file, since keys are the provider's or vendor's labels and name the
 * same account only inside one file; an item of a report compared with nothing is its key within that report.
 */
export function countItemsRemoved(reportsInTime: readonly ReportItems[], answers: readonly BureauAnswer[]): number {
  const lineageOf = new Map(reportsInTime.map((report) => [report.id, report.lineage]));
  const itemOf = (reportId: string, key: string) => {
    const lineage = lineageOf.get(reportId) ?? null;
    return JSON.stringify(lineage === null ? ['report', reportId, key] : ['file', lineage, key]);
  };

  // Per item, each bureau it was disputed with and that bureau's latest answer (an unknown time first, then
  // the order given), over all its disputes.
  const latestOf = new Map<string, Map<Bureau, BureauAnswer>>();
  for (const answer of answers) {
    const item = itemOf(answer.reportId, answer.tradelineKey);
    const bureaus = latestOf.get(item) ?? new Map<Bureau, BureauAnswer>();
    const latest = bureaus.get(answer.bureau);
    if (latest === undefined || (answer.answeredAt ?? '') >= (latest.answeredAt ?? '')) {
      bureaus.set(answer.bureau, answer);
    }
    latestOf.set(item, bureaus);
  }
  const deleted = (answer: BureauAnswer) => answer.outcome === 'deleted' && answer.reappeared !== true;
  const removed = new Set(
    [...latestOf].filter(([, bureaus]) => [...bureaus.values()].every(deleted)).map(([item]) => item),
  );
  const gone = new Set<string>();
  const previousOfFile = new Map<string, ReportItems>();
  for (const report of reportsInTime) {
    if (report.lineage === null) continue;
    const previous = previousOfFile.get(report.lineage);
    // An item gone from one report that a later report of its file holds again was not removed.
    for (const key of report.keys) gone.delete(itemOf(report.id, key));
    if (previous) {
      const held = new Set(report.keys);
      for (const key of previous.negativeKeys) {
        if (!held.has(key)) gone.add(itemOf(previous.id, key));
      }
    }
    previousOfFile.set(report.lineage, report);
  }
  return new Set([...removed, ...gone]).size;
}
