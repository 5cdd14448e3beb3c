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
function findFirstAnswers(db: Executor, userId: string) {
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
function findLaterBureauAnswers(db: Executor, userId: string) {
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
 * Where each bureau the member wrote to stands on its item: per dispute and bureau, round 1's answer and the latest
 * answer as the campaign's rules read it (latestBureauAnswer: round 1's or a later letter's to the bureau, by the day
 * each came, on one day the later round's), when that answer came (a later letter's day kept as its noon, as round
 * 1's on a day the member gave is), and when a later report showed the item again. What "items removed" counts and
 * what reinsertions are looked for from.
 */
export async function findBureauStandings(db: Executor, userId: string) {
  const firstAnswers = await findFirstAnswers(db, userId);
  if (firstAnswers.length === 0) return [];
  const laterAnswers = await findLaterBureauAnswers(db, userId);
  return firstAnswers.map((first) => {
    const { disputeId, reportId, tradelineKey, bureau, reappearedAt } = first;
    const steps = laterAnswers.filter((step) => step.disputeId === disputeId && step.bureau === bureau);
    const roundOne = { outcome: first.outcome, answeredOn: first.respondedAt && isoDayOf(first.respondedAt) };
    const latest = latestBureauAnswer(roundOne, steps);
    const answeredAt = latest.step
      ? latest.answeredOn
        ? noonOf(latest.answeredOn)
        : latest.step.updatedAt
      : first.respondedAt;
    return {
      disputeId,
      reportId,
      tradelineKey,
      bureau,
      firstOutcome: first.outcome,
      outcome: latest.outcome,
      answeredOn: latest.answeredOn,
      answeredAt,
      reappearedAt,
    };
  });
}

/**
 * The member's items a bureau deleted and has not been found putting back, of the bureaus that answered round 1:
 * the latest answer per dispute and bureau deciding (findBureauStandings; a deletion a later answer took back, or
 * one already found reinserted, is left out).
 */
export async function findDeletions(db: Executor, userId: string): Promise<Deletion[]> {
  return (await findBureauStandings(db, userId)).flatMap((standing) => {
    if (standing.firstOutcome === null || standing.outcome !== 'deleted' || standing.reappearedAt) return [];
    const { disputeId, bureau, tradelineKey, reportId } = standing;
    const deletedAt = (standing.answeredAt ?? new Date(0)).toISOString();
    return [{ disputeId, bureau, tradelineKey, reportId, deletedAt }];
  });
}
