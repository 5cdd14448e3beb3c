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

/** An item a bureau answered `deleted` for, with the report the member disputed it from. */
export interface DeletedItem {
  reportId: string;
  tradelineKey: string;
}

/**
 * "Items removed": every item a bureau deleted, plus every negative item a report held that the next report
 * of the same file no longer holds, each item once. Only consecutive reports of one file are compared:
 * reports of unrelated files differ because they are different files, not because anything was removed.
 * An item is its tradeline key within its file, since keys are the provider's or vendor's labels and name the
 * same account only inside one file; an item of a report compared with nothing is its key within that report.
 */
export function countItemsRemoved(reportsInTime: readonly ReportItems[], deleted: readonly DeletedItem[]): number {
  const lineageOf = new Map(reportsInTime.map((report) => [report.id, report.lineage]));
  const itemOf = (reportId: string, key: string) => {
    const lineage = lineageOf.get(reportId) ?? null;
    return JSON.stringify(lineage === null ? ['report', reportId, key] : ['file', lineage, key]);
  };

  const removed = new Set(deleted.map((item) => itemOf(item.reportId, item.tradelineKey)));
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
