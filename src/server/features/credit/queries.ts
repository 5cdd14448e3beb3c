import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { consentRecords, creditReports, memberFigures, tradelines } from '#server/db/schema/credit.ts';
import { disputeBureaus, disputeSteps, disputes } from '#server/db/schema/disputes.ts';
import { BUREAU_STEP_KINDS } from '#shared/constants/campaign.ts';
import { DASHBOARD_ACTIVE_DISPUTE_STATUSES, OPEN_DISPUTE_STATUSES } from '#shared/constants/disputes.ts';
import type { DashboardStatsResponse } from '#shared/schemas/credit.ts';
import type { DemoFile } from './providers/demo-provider.ts';

/** Everything but the sealed file: a report is shown often, its file is read again only by a refresh. */
const { rawDocument: _sealedFile, ...reportColumns } = getTableColumns(creditReports);
export type CreditReportRow = Omit<typeof creditReports.$inferSelect, 'rawDocument'>;
export type TradelineRow = typeof tradelines.$inferSelect;
export type NewCreditReport = typeof creditReports.$inferInsert;
export type NewTradeline = Omit<typeof tradelines.$inferInsert, 'reportId'>;

/**
 * Rows a statement, with a turn of the event loop between statements. Building a statement is synchronous (about
 * 0.14 ms a row), and the embedded database runs each statement on the main thread without giving the loop a turn
 * between them: a 424-row vendor file (6.5 MB of views) written 100 rows a statement in one go held every other
 * request 0.6 to 1.4 s; 25 rows with turns between, under 0.26 s (issue 30, measured at load 6.5).
 */
const TRADELINE_INSERT_BATCH = 25;

/**
 * The sealed file travels as base64 text the database decodes: PGlite writes and reads a bytea parameter one
 * byte at a time in JavaScript, seconds of a blocked event loop for a few MB.
 */
const asBytea = (bytes: Buffer | null | undefined) =>
  bytes ? sql`decode(${bytes.toString('base64')}, 'base64')` : null;

/** A report and its tradelines go in together or not at all. */
export async function insertReport(db: Executor, report: NewCreditReport, rows: NewTradeline[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(creditReports)
      .values({ ...report, rawDocument: asBytea(report.rawDocument) })
      .returning({ id: creditReports.id });
    if (!inserted) throw new Error('report insert returned no row');
    // PostgreSQL takes at most 65,535 parameters a statement; a tradeline row uses about 30.
    for (let start = 0; start < rows.length; start += TRADELINE_INSERT_BATCH) {
      if (start > 0) await nextTurn();
      const batch = rows.slice(start, start + TRADELINE_INSERT_BATCH);
      await tx.insert(tradelines).values(batch.map((row) => ({ ...row, reportId: inserted.id })));
    }
    return inserted.id;
  });
}

/** The member's reports, newest first (`limit` of them). */
export function findReports(db: Database, userId: string, limit: number): Promise<CreditReportRow[]> {
  return db
    .select(reportColumns)
    .from(creditReports)
    .where(eq(creditReports.userId, userId))
    .orderBy(desc(creditReports.pulledAt))
    .limit(limit);
}

/** Ownership is part of the query: another member's report id finds nothing. */
export async function findOwnReport(db: Database, userId: string, reportId: string): Promise<CreditReportRow | null> {
  const rows = await db
    .select(reportColumns)
    .from(creditReports)
    .where(and(eq(creditReports.id, reportId), eq(creditReports.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The file a report was read from, still sealed; null for a pulled report. */
export async function findSealedDocument(db: Database, reportId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ sealed: sql<string | null>`encode(${creditReports.rawDocument}, 'base64')` })
    .from(creditReports)
    .where(eq(creditReports.id, reportId));
  return row?.sealed ? Buffer.from(row.sealed, 'base64') : null;
}

export function findTradelines(db: Database, reportId: string): Promise<TradelineRow[]> {
  return db.select().from(tradelines).where(eq(tradelines.reportId, reportId));
}

/** Which report a row is and where it came from, as the dashboard and the member's data export both name it. */
export const reportOriginColumns = {
  id: creditReports.id,
  source: creditReports.source,
  format: creditReports.format,
  reportIdentifier: creditReports.reportIdentifier,
};

/** The tradeline keys of a report's items (those `where` holds for), from a join of its tradelines. */
const tradelineKeys = (where: SQL) =>
  sql<string[]>`coalesce(array_agg(${tradelines.tradelineKey}) filter (where ${where}), '{}')`;

/**
 * The member's reports, oldest first, with what the dashboard shows of them and the tradeline keys of every
 * item and of the negative ones each holds (one row a report, an empty report included).
 */
export function findReportItems(db: Database, userId: string) {
  return db
    .select({
      ...reportOriginColumns,
      borrowerFirstName: creditReports.borrowerFirstName,
      borrowerLastName: creditReports.borrowerLastName,
      pulledAt: creditReports.pulledAt,
      reportDate: creditReports.reportDate,
      experianScore: creditReports.experianScore,
      equifaxScore: creditReports.equifaxScore,
      transunionScore: creditReports.transunionScore,
      keys: tradelineKeys(isNotNull(tradelines.id)),
      negativeKeys: tradelineKeys(isNotNull(tradelines.itemType)),
    })
    .from(creditReports)
    .leftJoin(tradelines, eq(tradelines.reportId, creditReports.id))
    .where(eq(creditReports.userId, userId))
    .groupBy(creditReports.id)
    .orderBy(asc(creditReports.pulledAt), asc(creditReports.id));
}

/** The member's demo file as their latest demo report holds it, dated from their first; null before any. */
export async function findDemoFile(db: Database, userId: string): Promise<DemoFile | null> {
  const [row] = await db
    .select({
      number: creditReports.reportIdentifier,
      // The window runs over every demo report of the member, before the limit keeps the latest.
      openedOn: sql<string | null>`(min(${creditReports.reportDate}) over ())::text`,
      accounts: tradelineKeys(isNotNull(tradelines.id)),
    })
    .from(creditReports)
    .leftJoin(tradelines, eq(tradelines.reportId, creditReports.id))
    .where(and(eq(creditReports.userId, userId), eq(creditReports.source, 'demo')))
    .groupBy(creditReports.id)
    .orderBy(desc(creditReports.pulledAt), desc(creditReports.id))
    .limit(1);
  if (!row?.number || !row.openedOn) return null;
  return { number: row.number, openedOn: row.openedOn, accounts: row.accounts };
}

export async function insertConsent(db: Executor, consent: typeof consentRecords.$inferInsert): Promise<void> {
  await db.insert(consentRecords).values(consent);
}

export async function hasConsent(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: consentRecords.id })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** The accounts (by tradeline key) the member has an open dispute on. */
export async function findOpenDisputeKeys(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: disputes.tradelineKey })
    .from(disputes)
    .where(and(eq(disputes.userId, userId), inArray(disputes.status, [...OPEN_DISPUTE_STATUSES])));
  return new Set(rows.map((row) => row.key));
}

export async function countActiveDisputes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(disputes)
    .where(and(eq(disputes.userId, userId), inArray(disputes.status, [...DASHBOARD_ACTIVE_DISPUTE_STATUSES])));
  return row?.n ?? 0;
}

/** A later letter's answer is a day, kept as its noon, as the bureau's first answer is (disputes/update-status.ts). */
const stepAnsweredAt = sql`coalesce((${disputeSteps.answeredOn} + time '12:00') at time zone 'UTC', ${disputeSteps.updatedAt})`;

/**
 * Of the answers to the campaign's later letters to a dispute_bureaus row's bureau, the latest's `column`, as
 * latestBureauAnswer (rules/campaign.ts) reads them: by the day answered (an unknown day first), on one day the
 * later round's, then the one prepared last; a bureau silent on how it checked has not taken back its answer.
 */
const latestLaterAnswer = (column: SQL) => sql`(
  select ${column} from ${disputeSteps}
  where ${and(
    eq(disputeSteps.disputeId, disputeBureaus.disputeId),
    eq(disputeSteps.bureau, disputeBureaus.bureau),
    eq(disputeSteps.status, 'answered'),
    isNotNull(disputeSteps.outcome),
    inArray(disputeSteps.kind, BUREAU_STEP_KINDS),
  )}
    and not (${disputeSteps.kind} = 'method_of_verification' and ${disputeSteps.outcome} = 'no_response')
  order by ${disputeSteps.answeredOn} desc nulls last, ${disputeSteps.round} desc, ${disputeSteps.preparedAt} desc
  limit 1
)`;

/** The day of round 1's answer (an unknown day, or no answer, before every day). */
const roundOneDay = sql`case when ${disputeBureaus.outcome} is null or ${disputeBureaus.respondedAt} is null then '-infinity'::date else (${disputeBureaus.respondedAt} at time zone 'UTC')::date end`;

/** A later letter's answer counts over round 1's when it came on its day or after (false when there is none). */
const laterAnswerCounts = sql`coalesce(${latestLaterAnswer(sql`coalesce(${disputeSteps.answeredOn}, '-infinity'::date)`)} >= ${roundOneDay}, false)`;

const standingOutcome = sql`(case when ${laterAnswerCounts} then ${latestLaterAnswer(sql`${disputeSteps.outcome}`)} else ${disputeBureaus.outcome} end)`;
const standingAnsweredAt = sql`(case when ${laterAnswerCounts} then ${latestLaterAnswer(stepAnsweredAt)} else ${disputeBureaus.respondedAt} end)`;

/**
 * Where a bureau stands on a disputed item, as SQL over a row of dispute_bureaus, for counts over every member
 * (the landing's figures, the admin's success rate), read as readBureauAnswers and countItemsRemoved read one
 * member's: its latest answer as the campaign's rules read it (latestBureauAnswer: round 1's or a later letter's,
 * by the day each came, on one day the later round's), when that came, and whether it deleted the item with no
 * report read since showing it again.
 */
export const bureauStanding = {
  outcome: standingOutcome,
  answeredAt: standingAnsweredAt,
  deleted: sql`(${standingOutcome} = 'deleted' and (${disputeBureaus.reappearedAt} is null or ${disputeBureaus.reappearedAt} < ${standingAnsweredAt}))`,
};

/**
 * A member's stored dashboard figures and the version they were computed at (null figures: stale or never
 * computed; no row: nothing counted has changed since the table began). Prepared once per connection: it is the
 * whole of a cold dashboard request's database work when the figures are current.
 */
export function prepareMemberFiguresRead(db: Database) {
  const read = db
    .select({ version: memberFigures.version, figures: memberFigures.figures })
    .from(memberFigures)
    .where(eq(memberFigures.userId, sql.placeholder('userId')))
    .prepare('member_figures_read');
  return async (userId: string) => (await read.execute({ userId }))[0] ?? null;
}

/**
 * Stores figures computed from data read after `version` was seen: only while the row is still at that version
 * (a change since then moved it on, and waits for a change still under way), or, when the member had no row, only
 * if none was made meanwhile (ON CONFLICT waits for a change's new row in the same way).
 */
export async function storeMemberFigures(
  db: Database,
  userId: string,
  version: number | null,
  figures: DashboardStatsResponse,
): Promise<void> {
  if (version === null) {
    await db.insert(memberFigures).values({ userId, version: 0, figures }).onConflictDoNothing();
    return;
  }
  await db
    .update(memberFigures)
    .set({ figures })
    .where(and(eq(memberFigures.userId, userId), eq(memberFigures.version, version)));
}
