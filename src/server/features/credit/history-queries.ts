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
 * The accounts the member has disputed, withdrawn drafts aside, each by its tradeline key with the dispute's status
 * and where the report it was disputed from came from (rules/report-lineage.ts): a key names an account only
 * within its file.
 */
export function findDisputedAccounts(db: Executor, userId: string) {
  return db
    .select({
      key: disputes.tradelineKey,
      status: disputes.status,
      source: creditReports.source,
      format: creditReports.format,
      reportIdentifier: creditReports.reportIdentifier,
      borrowerFirstName: creditReports.borrowerFirstName,
      borrowerLastName: creditReports.borrowerLastName,
    })
    .from(disputes)
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .innerJoin(creditReports, eq(creditReports.id, tradelines.reportId))
    .where(and(eq(disputes.userId, userId), ne(disputes.status, 'withdrawn')));
}
