import type { AppDeps } from '#server/app-deps.ts';
import type { Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import {
  type Deletion,
  draftReinsertionLetter,
  findDeletions,
  markReappeared,
} from '#server/features/disputes/index.ts';
import { notify } from '#server/features/notifications/index.ts';
import { insertDraft } from '#server/features/submission/index.ts';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import { type DisputeStatus, OPEN_DISPUTE_STATUSES } from '#shared/constants/disputes.ts';
import { reasonFitsItem } from '#shared/rules/chosen-reasons.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import { findReappearances, reportChanges } from '#shared/rules/report-history.ts';
import { reportLineage } from '#shared/rules/report-lineage.ts';
import { loadSnapshots, reportsOfFile, type StoredSnapshot } from './history.ts';
import { findDisputedAccounts, findReportHeads, type ReportAccount } from './history-queries.ts';

interface Watch {
  tx: Transaction;
  cipher: AppDeps['cipher'];
  userId: string;
  now: Date;
}

/**
 * The bureaus' deletions this report shows again (§ 1681i(a)(5)(B)): each is recorded once on the dispute's
 * bureau and told to the member, with the letter about it written for them to review when they can take it. Each deletion is looked for in this report alone, beside the report its item
 * was disputed from (which names the file and came before the deletion).
 */
async function recordReinsertions(
  watch: Watch,
  deletions: readonly Deletion[],
  snapshotOf: (reportId: string) => StoredSnapshot | undefined,
  report: StoredSnapshot,
) {
  for (const deletion of deletions) {
    const disputedFrom = snapshotOf(deletion.reportId);
    if (!disputedFrom) continue;
    const [back] = findReappearances([deletion], [disputedFrom, report]);
    if (back?.reportId !== report.id) continue;
    if (!(await markReappeared(watch.tx, { ...back, now: watch.now }))) continue;
    const drafted = await draftReinsertionLetter(watch.tx, watch.cipher, {
      ...back,
      userId: watch.userId,
      now: watch.now,
    });
    await notify(
      watch.tx,
      {
        userId: watch.userId,
        kind: 'item_reinserted',
        subjectKey: `${back.disputeId}:${back.bureau}`,
        data: { disputeId: back.disputeId, bureau: back.bureau, reportId: report.id, drafted: drafted ? 1 : 0 },
      },
      watch.now,
    );
  }
}

const isOpen = (status: DisputeStatus) => (OPEN_DISPUTE_STATUSES as readonly DisputeStatus[]).includes(status);

/** The reasons the analysis found for an item that a letter may state today, each once, in its order. */
function draftReasons(account: ReportAccount, today: string): DisputeReasonCode[] {
  const codes = [...new Set(account.disputeReasons.map((reason) => reason.code))];
  return codes.filter((code) => reasonFitsItem(code, account, today));
}

/**
 * Negative items this report holds that the report of its file before it did not, on accounts not disputed: the
 * member is told, and each that the analysis found a reason to dispute becomes a draft (it costs nothing and goes
 * nowhere until the member sends it). One already disputed from a report of this file (a reinsertion, told on its
 * own) goes on in that dispute's campaign; one disputed from another file is another account, whatever its key.
 */
async function recordNewNegatives(watch: Watch, before: StoredSnapshot, after: StoredSnapshot) {
  const added = new Set(reportChanges(before, after, () => null).added.map((item) => item.tradelineKey));
  if (added.size === 0) return;
  const disputes = await findDisputedAccounts(watch.tx, watch.userId);
  const disputed = new Set(
    disputes.filter((account) => reportLineage(account) === after.lineage).map((account) => account.key),
  );
  const items: readonly ReportAccount[] = after.items;
  const fresh = items.filter((account) => added.has(account.tradelineKey) && !disputed.has(account.tradelineKey));
  if (fresh.length === 0) return;
  // A member holds one open dispute per key (disputes_one_open_per_item_idx; creating one refuses a second).
  const open = new Set(disputes.filter((account) => isOpen(account.status)).map((account) => account.key));
  const today = isoDayOf(watch.now);
  let drafts = 0;
  for (const account of fresh) {
    if (open.has(account.tradelineKey)) continue;
    const [primary, ...others] = draftReasons(account, today);
    if (!primary) continue;
    await insertDraft(watch.tx, {
      userId: watch.userId,
      item: account,
      reasonCodes: [primary, ...others],
      now: watch.now,
    });
    drafts += 1;
  }
  await notify(
    watch.tx,
    {
      userId: watch.userId,
      kind: 'new_negative_item',
      subjectKey: after.id,
      data: { reportId: after.id, count: fresh.length, drafts },
    },
    watch.now,
  );
}

/**
 * What a report just stored says about the member's items, in the transaction that stores it (every report,
 * pulled, imported, refreshed, typed by hand or adopted at sign-up, is stored by saveReport): deleted items it
 * shows again, and new negative items. Only reports of one file are compared (rules/report-lineage.ts); we compare
 * the reports the member brings and pull nothing ourselves.
 */
export async function watchNewReport(
  deps: Pick<AppDeps, 'clock' | 'cipher'> & { db: Transaction },
  userId: string,
  reportId: string,
): Promise<void> {
  // Drafts and reappearances change the member's disputes: under their lock, as every such change. Taken before
  // the reports are read, so that of two reports stored at once the second is compared with the first, not both
  // with the one before them (which would tell the same new items twice).
  if (!(await lockUser(deps.db, userId))) return;
  const heads = await findReportHeads(deps.db, userId);
  const report = heads.find((head) => head.id === reportId);
  if (!report || !reportLineage(report)) return;
  const watch = { tx: deps.db, cipher: deps.cipher, userId, now: deps.clock.now() };
  const file = reportsOfFile(heads, report);
  const fileDay = report.reportDate;
  // Only a file dated after the deletion's day can show what the bureau did since: the same file read again (a
  // refresh) or an older file imported late still holds what was deleted, and a file without a date cannot tell.
  const deletions =
    fileDay === null
      ? []
      : (await findDeletions(deps.db, userId)).filter(
          (deletion) =>
            file.some((head) => head.id === deletion.reportId) && isoDayOf(new Date(deletion.deletedAt)) < fileDay,
        );
  // New negative items only against what the file said before: a reissue older than the file's latest report
  // (brought after it) tells nothing new, and the items the newer one dropped are not new.
  const previous = file.at(-1)?.id === report.id ? file.at(-2) : undefined;
  const snapshots = await loadSnapshots(
    deps.db,
    heads.filter(
      (head) => head === report || head === previous || deletions.some((deletion) => deletion.reportId === head.id),
    ),
  );
  const snapshotOf = (id: string) => snapshots.find((snapshot) => snapshot.id === id);
  const after = snapshotOf(report.id);
  if (!after) return;
  await recordReinsertions(watch, deletions, snapshotOf, after);
  const before = previous && snapshotOf(previous.id);
  if (before) await recordNewNegatives(watch, before, after);
}
