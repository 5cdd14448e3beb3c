import type { Bureau } from '#shared/constants/bureaus.ts';
import type { AccountStatus, ItemType } from '#shared/constants/credit-items.ts';

/** One account of a stored report, as the comparisons need it. */
export interface SnapshotItem {
  tradelineKey: string;
  creditorName: string;
  accountNumberLast4: string | null;
  /** Null for an account that is not negative. */
  itemType: ItemType | null;
  bureaus: readonly Bureau[];
  amountCents: number | null;
  status: AccountStatus | null;
}

/** A stored report: a dated snapshot. */
export interface Snapshot {
  id: string;
  /** ISO instant. */
  pulledAt: string;
  /** rules/report-lineage.ts: only two reports of one file are compared. */
  lineage: string | null;
  items: readonly SnapshotItem[];
}

type Changed = Pick<SnapshotItem, 'tradelineKey' | 'creditorName' | 'accountNumberLast4' | 'itemType'>;

export interface ReportChanges {
  comparable: boolean;
  removed: (Changed & { disputeId: string | null })[];
  added: Changed[];
  balances: (Changed & { beforeCents: number | null; afterCents: number | null })[];
  statuses: (Changed & { before: string | null; after: string | null })[];
}

const changedOf = ({ tradelineKey, creditorName, accountNumberLast4, itemType }: SnapshotItem): Changed => ({
  tradelineKey,
  creditorName,
  accountNumberLast4,
  itemType,
});

const inTime = <T extends { pulledAt: string }>(reports: readonly T[]) =>
  [...reports].sort((a, b) => Date.parse(a.pulledAt) - Date.parse(b.pulledAt));

/**
 * Between two reports of one file: negative items gone (and the dispute that removed them, from `removedBy`),
 * new negative items, balances and statuses that moved. Reports of different files are not comparable: they
 * differ because they are different files (keys name an account only inside its file). An item gone is one
 * the later report no longer holds at all (one still listed, now in good standing, was not removed); a new
 * negative item is one the earlier report did not hold as negative (new, or an account that went bad since).
 */
export function reportChanges(
  before: Snapshot,
  after: Snapshot,
  removedBy: (tradelineKey: string) => string | null,
): ReportChanges {
  const changes: ReportChanges = { comparable: false, removed: [], added: [], balances: [], statuses: [] };
  if (before.lineage === null || before.lineage !== after.lineage) return changes;
  changes.comparable = true;
  const earlier = new Map(before.items.map((item) => [item.tradelineKey, item]));
  const later = new Map(after.items.map((item) => [item.tradelineKey, item]));
  for (const item of before.items) {
    if (item.itemType !== null && !later.has(item.tradelineKey)) {
      changes.removed.push({ ...changedOf(item), disputeId: removedBy(item.tradelineKey) });
    }
  }
  for (const item of after.items) {
    const was = earlier.get(item.tradelineKey);
    if (item.itemType !== null && (was === undefined || was.itemType === null)) changes.added.push(changedOf(item));
    if (was === undefined) continue;
    if (was.amountCents !== item.amountCents) {
      changes.balances.push({ ...changedOf(item), beforeCents: was.amountCents, afterCents: item.amountCents });
    }
    if (was.status !== item.status)
      changes.statuses.push({ ...changedOf(item), before: was.status, after: item.status });
  }
  return changes;
}

/** A bureau's deletion of an item, from a dispute (round 1 or a later step to the bureau). */
export interface Deletion {
  disputeId: string;
  bureau: Bureau;
  tradelineKey: string;
  /** The report the item was disputed from (its lineage is the file). */
  reportId: string;
  /** ISO instant of the answer. */
  deletedAt: string;
}

/**
 * Deleted items a later report of the same file shows again from the same bureau (§ 1681i(a)(5)(B)): the first
 * such report for each deletion.
 */
export function findReappearances(
  deletions: readonly Deletion[],
  reportsInTime: readonly Snapshot[],
): { disputeId: string; bureau: Bureau; reportId: string }[] {
  const reports = inTime(reportsInTime);
  const found: { disputeId: string; bureau: Bureau; reportId: string }[] = [];
  for (const deletion of deletions) {
    // The disputed report names the file; without it (or for a report compared with nothing) there is no file.
    const lineage = reports.find((report) => report.id === deletion.reportId)?.lineage ?? null;
    if (lineage === null) continue;
    const back = reports.find(
      (report) =>
        report.lineage === lineage &&
        Date.parse(report.pulledAt) > Date.parse(deletion.deletedAt) &&
        report.items.some(
          (item) => item.tradelineKey === deletion.tradelineKey && item.bureaus.includes(deletion.bureau),
        ),
    );
    if (back) found.push({ disputeId: deletion.disputeId, bureau: deletion.bureau, reportId: back.id });
  }
  return found;
}
