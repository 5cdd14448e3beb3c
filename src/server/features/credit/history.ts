import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import type { Executor } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { findDeletions } from '#server/features/disputes/index.ts';
import type { CreditDataSource } from '#shared/constants/credit-items.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import { reportChanges, type Snapshot } from '#shared/rules/report-history.ts';
import { reportLineage } from '#shared/rules/report-lineage.ts';
import type {
  ReportChangesQuerySchema,
  ReportChangesResponse,
  ReportHistoryResponse,
} from '#shared/schemas/campaign.ts';
import { findReportAccounts, findReportHeads, type ReportAccount, type ReportHead } from './history-queries.ts';

/** A stored report with its accounts, in the shape the comparisons take, each account as stored. */
export type StoredSnapshot = Snapshot & { items: ReportAccount[] };

/** These reports with their accounts (one read), in the order given. */
export async function loadSnapshots(db: Executor, heads: readonly ReportHead[]): Promise<StoredSnapshot[]> {
  const accounts = await findReportAccounts(
    db,
    heads.map((head) => head.id),
  );
  return heads.map((head) => ({
    id: head.id,
    pulledAt: head.pulledAt.toISOString(),
    lineage: reportLineage(head),
    items: accounts.filter((account) => account.reportId === head.id),
  }));
}

/** The day a report's file was drawn up: its own date, or the day it was read when it gives none. */
export const fileDayOf = (head: Pick<ReportHead, 'reportDate' | 'pulledAt'>) =>
  head.reportDate ?? isoDayOf(head.pulledAt);

/**
 * The member's reports of the file `report` reads (none for an unfiled one) in that file's order: by the day each
 * issue was drawn up, those of one day as they were read (findReportHeads' order). A reissue brought after a newer
 * one sits where its date puts it, before it.
 */
export function reportsOfFile(heads: readonly ReportHead[], report: ReportHead): ReportHead[] {
  const lineage = reportLineage(report);
  if (lineage === null) return [];
  return heads
    .filter((head) => reportLineage(head) === lineage)
    .sort((a, b) => fileDayOf(a).localeCompare(fileDayOf(b)));
}

/** The report of the same file just before `report` in that file's order; none for the first or an unfiled one. */
export function previousOfFile(heads: readonly ReportHead[], report: ReportHead): ReportHead | null {
  const file = reportsOfFile(heads, report);
  const index = file.findIndex((head) => head.id === report.id);
  return index > 0 ? (file[index - 1] ?? null) : null;
}

/**
 * What the bureaus deleted of the member's items disputed from reports of `source`, as the latest answer of each
 * (round 1's, or a later letter's to the bureau) says: a demo pull or a hand-entered report no longer shows them.
 */
export async function deletionsFrom(db: Executor, userId: string, source: CreditDataSource) {
  const heads = await findReportHeads(db, userId);
  const fromSource = new Set(heads.filter((head) => head.source === source).map((head) => head.id));
  return (await findDeletions(db, userId)).filter((deletion) => fromSource.has(deletion.reportId));
}

/** Every report the member brought, oldest first, with each bureau's score as stored. */
export async function getReportHistory(deps: Pick<AppDeps, 'db'>, userId: string): Promise<ReportHistoryResponse> {
  const heads = await findReportHeads(deps.db, userId);
  return {
    reports: heads.map((head) => ({
      id: head.id,
      pulledAt: head.pulledAt.toISOString(),
      reportDate: head.reportDate,
      source: head.source,
      scores: { experian: head.experianScore, equifax: head.equifaxScore, transunion: head.transunionScore },
    })),
  };
}

const nothingCompared = (from: ReportHead | null, to: ReportHead | null): ReportChangesResponse => ({
  from: from && { id: from.id, pulledAt: from.pulledAt.toISOString() },
  to: to && { id: to.id, pulledAt: to.pulledAt.toISOString() },
  comparable: false,
  removed: [],
  added: [],
  balances: [],
  statuses: [],
});

/** The newest report (by its file's date) of the file the member brought last; the last one if unfiled. */
function latestOfLastFile(heads: readonly ReportHead[]): ReportHead | null {
  const last = heads.at(-1);
  return last ? (reportsOfFile(heads, last).at(-1) ?? last) : null;
}

/**
 * What changed between two of the member's reports: by default the newest of the file brought last and the one of
 * that file before it (both by the file's date: an older reissue brought late is not "the latest"). A
 * report that is not the member's is not found. An item gone carries the dispute whose bureau deleted it, when a
 * dispute of the member's on that account, filed from a report of the same file, did.
 */
export async function getReportChanges(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  query: z.infer<typeof ReportChangesQuerySchema>,
): Promise<ReportChangesResponse> {
  const heads = await findReportHeads(deps.db, userId);
  const byId = (id: string) => {
    const head = heads.find((candidate) => candidate.id === id);
    if (!head) throw notFound();
    return head;
  };
  const to = query.to ? byId(query.to) : latestOfLastFile(heads);
  const from = query.from ? byId(query.from) : to && previousOfFile(heads, to);
  if (!from || !to) return nothingCompared(from, to);
  const [before, after] = await loadSnapshots(deps.db, [from, to]);
  if (!before || !after || before.lineage === null || before.lineage !== after.lineage) {
    return nothingCompared(from, to);
  }
  const deletions = (await findDeletions(deps.db, userId)).filter((deletion) => {
    const disputedFrom = heads.find((head) => head.id === deletion.reportId);
    return disputedFrom !== undefined && reportLineage(disputedFrom) === before.lineage;
  });
  // The latest deletion of the account, when several of its disputes' bureaus deleted it.
  const removedBy = (key: string) =>
    deletions
      .filter((deletion) => deletion.tradelineKey === key)
      .sort((a, b) => a.deletedAt.localeCompare(b.deletedAt))
      .at(-1)?.disputeId ?? null;
  return { ...nothingCompared(from, to), ...reportChanges(before, after, removedBy) };
}
