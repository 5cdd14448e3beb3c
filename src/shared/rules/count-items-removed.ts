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
}

/**
 * "Items removed": every item deleted by each bureau the member disputed it with (letters go only to the
 * bureaus that list it, so one still listed by a bureau that verified it is not removed: it is still on the
 * report), plus every negative item a report held that the next report of the same file no longer holds, each
 * item once. Only consecutive reports of one file are compared:
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

  // Per item, the bureaus it was disputed with, and those that deleted it (in any of its disputes).
  const disputedWith = new Map<string, { all: Set<Bureau>; deleted: Set<Bureau> }>();
  for (const answer of answers) {
    const item = itemOf(answer.reportId, answer.tradelineKey);
    const bureaus = disputedWith.get(item) ?? { all: new Set<Bureau>(), deleted: new Set<Bureau>() };
    bureaus.all.add(answer.bureau);
    if (answer.outcome === 'deleted') bureaus.deleted.add(answer.bureau);
    disputedWith.set(item, bureaus);
  }
  const removed = new Set(
    [...disputedWith].filter(([, bureaus]) => bureaus.all.size === bureaus.deleted.size).map(([item]) => item),
  );
  const previousOfFile = new Map<string, ReportItems>();
  for (const report of reportsInTime) {
    if (report.lineage === null) continue;
    const previous = previousOfFile.get(report.lineage);
    if (previous) {
      const held = new Set(report.keys);
      for (const key of previous.negativeKeys) {
        if (!held.has(key)) removed.add(itemOf(previous.id, key));
      }
    }
    previousOfFile.set(report.lineage, report);
  }
  return removed.size;
}
