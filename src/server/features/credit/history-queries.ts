import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { creditReports, tradelines } from '#server/db/schema/credit.ts';
import { disputes } from '#server/db/schema/disputes.ts';

/**
 * Every report of the member, oldest first (ties by id, as the dashboard orders them): when it was read, where
 * it came from and which file it reads (rules/report-lineage.ts), each bureau's score. No tradeline is read.
 */
export function findReportHeads(db: Executor, userId: string) {
  return db
    .select({
      id: creditReports.id,
      pulledAt: creditReports.pulledAt,
      reportDate: creditReports.reportDate,
      source: creditReports.source,
      format: creditReports.format,
      reportIdentifier: creditReports.reportIdentifier,
      borrowerFirstName: creditReports.borrowerFirstName,
      borrowerLastName: creditReports.borrowerLastName,
      experianScore: creditReports.experianScore,
      equifaxScore: creditReports.equifaxScore,
      transunionScore: creditReports.transunionScore,
    })
    .from(creditReports)
    .where(eq(creditReports.userId, userId))
    .orderBy(asc(creditReports.pulledAt), asc(creditReports.id));
}
export type ReportHead = Awaited<ReturnType<typeof findReportHeads>>[number];

/** The accounts of these reports, as two reports are compared, with what a draft of a negative one needs. */
export async function findReportAccounts(db: Executor, reportIds: readonly string[]) {
  if (reportIds.length === 0) return [];
  return db
    .select({
      id: tradelines.id,
      reportId: tradelines.reportId,
      tradelineKey: tradelines.tradelineKey,
      creditorName: tradelines.creditorName,
      accountNumberLast4: tradelines.accountNumberLast4,
      itemType: tradelines.itemType,
      bureaus: tradelines.bureaus,
      amountCents: tradelines.amountCents,
      status: tradelines.status,
      reportingEndsOn: tradelines.reportingEndsOn,
      disputeReasons: tradelines.disputeReasons,
    })
    .from(tradelines)
    .where(inArray(tradelines.reportId, [...reportIds]));
}
export type ReportAccount = Awaited<ReturnType<typeof findReportAccounts>>[number];

/**
 * The accounts (by tradeline key) the member has disputed, withdrawn drafts aside: a new item of one of them
 * goes on in that dispute's campaign (a reinsertion letter, new information), never in a second draft.
 */
export async function findDisputedKeys(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: disputes.tradelineKey })
    .from(disputes)
    .where(and(eq(disputes.userId, userId), ne(disputes.status, 'withdrawn')));
  return new Set(rows.map((row) => row.key));
}
