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

/**
 * Between two reports of one file: negative items gone (and the dispute that removed them, from `removedBy`),
 * new negative items, balances and statuses that moved. Reports of different files are not comparable.
 */
export function reportChanges(
  _before: Snapshot,
  _after: Snapshot,
  _removedBy: (tradelineKey: string) => string | null,
): ReportChanges {
  throw new Error('not written yet');
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
  _deletions: readonly Deletion[],
  _reportsInTime: readonly Snapshot[],
): { disputeId: string; bureau: Bureau; reportId: string }[] {
  throw new Error('not written yet');
}

/** Each bureau's score over time, for the chart: one point per report that has that bureau's score. */
export function scoreSeries(
  _reports: readonly { id: string; pulledAt: string; scores: Record<Bureau, number | null> }[],
): { bureau: Bureau; points: { reportId: string; pulledAt: string; score: number }[] }[] {
  throw new Error('not written yet');
}
