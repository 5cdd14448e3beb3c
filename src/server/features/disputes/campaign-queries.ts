import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { tradelines } from '#server/db/schema/credit.ts';
import { disputeBureaus, disputeSteps, disputes, letters } from '#server/db/schema/disputes.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { BUREAU_STEP_KINDS } from '#shared/constants/campaign.ts';
import { latestBureauAnswer } from '#shared/rules/campaign.ts';
import { isoDayOf, noonOf } from '#shared/rules/iso-date.ts';
import type { Deletion } from '#shared/rules/report-history.ts';

/** findDeletions answers what findReappearances (rules/report-history.ts) reads. */
export type { Deletion };

export type DisputeStepRow = typeof disputeSteps.$inferSelect;
type NewDisputeStep = typeof disputeSteps.$inferInsert;

/** The campaign steps of these disputes, oldest first, in one read however many disputes a list shows. */
export async function findStepsOf(db: Executor, disputeIds: readonly string[]): Promise<DisputeStepRow[]> {
  if (disputeIds.length === 0) return [];
  return db
    .select()
    .from(disputeSteps)
    .where(inArray(disputeSteps.disputeId, [...disputeIds]))
    .orderBy(asc(disputeSteps.preparedAt), asc(disputeSteps.round));
}

export async function insertStep(db: Executor, values: NewDisputeStep): Promise<string> {
  const [row] = await db.insert(disputeSteps).values(values).returning({ id: disputeSteps.id });
  if (!row) throw new Error('the step was not written');
  return row.id;
}

export async function updateStep(db: Executor, stepId: string, change: Partial<DisputeStepRow>): Promise<void> {
  await db.update(disputeSteps).set(change).where(eq(disputeSteps.id, stepId));
}

/** The step goes, and its letters with it (letters.step_id cascades). */
export async function deleteStep(db: Executor, stepId: string): Promise<void> {
  await db.delete(disputeSteps).where(eq(disputeSteps.id, stepId));
}

/** The newest version of a step's letter (sealed), or null when it has none. */
export async function findStepLetter(db: Executor, stepId: string) {
  const [row] = await db
    .select({ content: letters.content })
    .from(letters)
    .where(eq(letters.stepId, stepId))
    .orderBy(desc(letters.version))
    .limit(1);
  return row?.content ?? null;
}

/**
 * A later report shows the item again from this bureau after it deleted it: recorded once (the first report that
 * showed it). Answers whether this call recorded it, so the member is told once.
 */
export async function markReappeared(
  db: Executor,
  target: { disputeId: string; bureau: Bureau; reportId: string; now: Date },
): Promise<boolean> {
  const marked = await db
    .update(disputeBureaus)
    .set({ reappearedAt: target.now, reappearedInReportId: target.reportId })
    .where(
      and(
        eq(disputeBureaus.disputeId, target.disputeId),
        eq(disputeBureaus.bureau, target.bureau),
        isNull(disputeBureaus.reappearedAt),
      ),
    )
    .returning({ id: disputeBureaus.id });
  return marked.length > 0;
}

/**
 * Each bureau's first answer (round 1) about the member's disputed items, with the report the item was disputed
 * from and when a later report showed it again; unanswered rows too (the bureau was written to).
 */
export function findFirstAnswers(db: Executor, userId: string) {
  return db
    .select({
      disputeId: disputeBureaus.disputeId,
      reportId: tradelines.reportId,
      tradelineKey: disputes.tradelineKey,
      bureau: disputeBureaus.bureau,
      outcome: disputeBureaus.outcome,
      respondedAt: disputeBureaus.respondedAt,
      reappearedAt: disputeBureaus.reappearedAt,
    })
    .from(disputeBureaus)
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId))
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .where(eq(disputes.userId, userId));
}

/**
 * The answers the member recorded to the later letters of their campaigns sent to a bureau, in the order they were
 * prepared (the order latestBureauAnswer reads them in).
 */
export function findLaterBureauAnswers(db: Executor, userId: string) {
  return db
    .select({
      disputeId: disputeSteps.disputeId,
      bureau: disputeSteps.bureau,
      kind: disputeSteps.kind,
      round: disputeSteps.round,
      status: disputeSteps.status,
      outcome: disputeSteps.outcome,
      answeredOn: disputeSteps.answeredOn,
      updatedAt: disputeSteps.updatedAt,
    })
    .from(disputeSteps)
    .where(
      and(
        eq(disputeSteps.userId, userId),
        eq(disputeSteps.status, 'answered'),
        isNotNull(disputeSteps.outcome),
        inArray(disputeSteps.kind, BUREAU_STEP_KINDS),
      ),
    )
    .orderBy(asc(disputeSteps.preparedAt), asc(disputeSteps.round));
}

/**
 * The member's items a bureau deleted and has not been found putting back: round 1's answers and those of later
 * letters to the bureau, the latest answer per dispute and bureau deciding (latestBureauAnswer: by the day each
 * came; a deletion a later answer took back, or one already found reinserted, is left out). A later letter's
 * deletion is dated noon of its day, as round 1's answer on a day the member gave is kept (update-status.ts).
 */
export async function findDeletions(db: Executor, userId: string): Promise<Deletion[]> {
  const firstAnswers = (await findFirstAnswers(db, userId)).filter((first) => first.outcome !== null);
  if (firstAnswers.length === 0) return [];
  const laterAnswers = await findLaterBureauAnswers(db, userId);
  return firstAnswers.flatMap((first) => {
    const steps = laterAnswers.filter((step) => step.disputeId === first.disputeId && step.bureau === first.bureau);
    const roundOne = { outcome: first.outcome, answeredOn: first.respondedAt && isoDayOf(first.respondedAt) };
    const latest = latestBureauAnswer(roundOne, steps);
    if (latest.outcome !== 'deleted' || first.reappearedAt) return [];
    const deletedAt = latest.step && latest.answeredOn ? noonOf(latest.answeredOn) : (first.respondedAt ?? new Date(0));
    const { disputeId, bureau, tradelineKey, reportId } = first;
    return [{ disputeId, bureau, tradelineKey, reportId, deletedAt: deletedAt.toISOString() }];
  });
}
