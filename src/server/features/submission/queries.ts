import { and, count, eq, getTableColumns, inArray, isNotNull, isNull, lte, max, or } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.ts';
import { creditReports, tradelines } from '#server/db/schema/credit.ts';
import { disputeBureaus, disputeSteps, disputes, letters } from '#server/db/schema/disputes.ts';
import { manualReportNumbers } from '#server/db/schema/manual-entries.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { BUREAU_STEP_KINDS } from '#shared/constants/campaign.ts';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import type { BureauOutcome, LetterKind } from '#shared/constants/disputes.ts';

/**
 * A new draft dispute of one negative item with every reason the member chose, primary first; both the
 * disputes page and a reported payment file them.
 */
export async function insertDraft(
  tx: Transaction,
  draft: {
    userId: string;
    item: { id: string; tradelineKey: string };
    reasonCodes: readonly [DisputeReasonCode, ...DisputeReasonCode[]];
    reasonText?: string | null;
    /** The member's words, sealed by the caller (sealDisputeDetails). */
    additionalDetailsSealed?: Buffer | null;
    queuedByPaymentId?: string | null;
    now: Date;
  },
): Promise<string> {
  const [created] = await tx
    .insert(disputes)
    .values({
      userId: draft.userId,
      tradelineId: draft.item.id,
      tradelineKey: draft.item.tradelineKey,
      reasonCode: draft.reasonCodes[0],
      reasonCodes: [...draft.reasonCodes],
      reasonText: draft.reasonText ?? null,
      additionalDetailsSealed: draft.additionalDetailsSealed ?? null,
      status: 'draft',
      queuedByPaymentId: draft.queuedByPaymentId ?? null,
      createdAt: draft.now,
      updatedAt: draft.now,
    })
    .returning({ id: disputes.id });
  if (!created) throw new Error('dispute insert returned no row');
  return created.id;
}

/** Up to `limit` disputes whose words are still in the clear column, claimed (SKIP LOCKED) for this transaction. */
export function claimPlainDisputeDetails(tx: Transaction, limit: number) {
  return tx
    .select({ id: disputes.id, additionalDetails: disputes.additionalDetails })
    .from(disputes)
    .where(and(isNotNull(disputes.additionalDetails), isNull(disputes.additionalDetailsSealed)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The dispute's words, now sealed; the clear column is emptied. */
export async function storeSealedDetails(tx: Transaction, disputeId: string, sealed: Buffer | null): Promise<void> {
  await tx
    .update(disputes)
    .set({ additionalDetailsSealed: sealed, additionalDetails: null })
    .where(eq(disputes.id, disputeId));
}

/** Drafts become sent, all of them or none: answers the ids that moved (a dispute no longer a draft does not). */
export function markDraftsSent(tx: Transaction, disputeIds: string[], sent: { billingPeriodId: string; now: Date }) {
  return tx
    .update(disputes)
    .set({ status: 'sent', submittedAt: sent.now, updatedAt: sent.now, billingPeriodId: sent.billingPeriodId })
    .where(and(inArray(disputes.id, disputeIds), eq(disputes.status, 'draft')))
    .returning({ id: disputes.id });
}

/** Each dispute with the bureaus that report its item and the item's findings. */
export function findDisputedItems(tx: Transaction, disputeIds: string[]) {
  return tx
    .select({ dispute: disputes, bureaus: tradelines.bureaus, findings: tradelines.disputeReasons })
    .from(disputes)
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .where(inArray(disputes.id, disputeIds));
}

export async function insertDisputeBureaus(
  tx: Transaction,
  rows: (typeof disputeBureaus.$inferInsert)[],
): Promise<void> {
  await tx.insert(disputeBureaus).values(rows);
}

/** The member's disputes among `disputeIds`, each with its item and the report the item is from. */
export function findLetterSources(tx: Executor, userId: string, disputeIds: string[]) {
  return tx
    .select({
      dispute: disputes,
      item: tradelines,
      source: creditReports.source,
      reportNumbers: creditReports.bureauReportNumbers,
    })
    .from(disputes)
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .innerJoin(creditReports, eq(creditReports.id, tradelines.reportId))
    .where(and(eq(disputes.userId, userId), inArray(disputes.id, disputeIds)));
}

/**
 * The disputes' bureau rows, each with the day of the report that showed the deleted item again (the report's own
 * date, null when it has none or nothing came back).
 */
export function findDisputeBureauRows(tx: Executor, disputeIds: string[]) {
  return tx
    .select({ ...getTableColumns(disputeBureaus), reappearedReportDate: creditReports.reportDate })
    .from(disputeBureaus)
    .leftJoin(creditReports, eq(creditReports.id, disputeBureaus.reappearedInReportId))
    .where(inArray(disputeBureaus.disputeId, disputeIds));
}

/** The newest version of each dispute's letter of this kind, by bureau. */
export function findLatestLetterVersions(tx: Executor, disputeIds: string[], kind: LetterKind) {
  return tx
    .select({ disputeId: letters.disputeId, bureau: letters.bureau, version: max(letters.version) })
    .from(letters)
    .where(and(inArray(letters.disputeId, disputeIds), eq(letters.kind, kind)))
    .groupBy(letters.disputeId, letters.bureau);
}

/** The bureau report numbers the member typed for their hand-entered items. */
export function findTypedReportNumbers(tx: Executor, userId: string) {
  return tx.select().from(manualReportNumbers).where(eq(manualReportNumbers.userId, userId));
}

/**
 * The answers `outcome` that later letters asking this bureau to look again brought: how many, and the day of the
 * latest (null when none has a day).
 */
async function laterBureauAnswers(tx: Executor, disputeId: string, bureau: Bureau, outcome: BureauOutcome) {
  const [row] = await tx
    .select({ answeredOn: max(disputeSteps.answeredOn), answers: count() })
    .from(disputeSteps)
    .where(
      and(
        eq(disputeSteps.disputeId, disputeId),
        eq(disputeSteps.bureau, bureau),
        inArray(disputeSteps.kind, BUREAU_STEP_KINDS),
        eq(disputeSteps.outcome, outcome),
      ),
    );
  return { answeredOn: row?.answeredOn ?? null, answers: row?.answers ?? 0 };
}

/**
 * The day of the latest deletion a later step to this bureau brought (a step answered "deleted"); null when none
 * did.
 */
export async function findLatestStepDeletion(tx: Executor, disputeId: string, bureau: Bureau): Promise<string | null> {
  return (await laterBureauAnswers(tx, disputeId, bureau, 'deleted')).answeredOn;
}

/**
 * The latest "verified" a later letter asking this bureau to look again brought: null when none did, else the day of
 * the latest (null when no such answer has a day).
 */
export async function findLatestStepVerification(
  tx: Executor,
  disputeId: string,
  bureau: Bureau,
): Promise<{ answeredOn: string | null } | null> {
  const { answeredOn, answers } = await laterBureauAnswers(tx, disputeId, bureau, 'verified');
  return answers > 0 ? { answeredOn } : null;
}

export async function insertLetters(tx: Transaction, rows: (typeof letters.$inferInsert)[]): Promise<void> {
  await tx.insert(letters).values(rows);
}

/** Drops each letter's versions up to `upTo` (inclusive), the ones past those kept. */
export async function deleteLetterVersions(
  tx: Transaction,
  kind: LetterKind,
  superseded: { disputeId: string; bureau: Bureau; upTo: number }[],
): Promise<void> {
  if (superseded.length === 0) return;
  await tx.delete(letters).where(
    or(
      ...superseded.map(({ disputeId, bureau, upTo }) =>
        and(
          eq(letters.disputeId, disputeId),
          eq(letters.bureau, bureau),
          eq(letters.kind, kind),
          lte(letters.version, upTo),
          // A campaign step's letter is the one that step mailed: regenerating a follow-up never drops it.
          isNull(letters.stepId),
        ),
      ),
    ),
  );
}
