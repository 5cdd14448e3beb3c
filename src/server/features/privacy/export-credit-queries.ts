import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { creditReports, tradelines } from '#server/db/schema/credit.ts';
import { manualItems, manualReportNumbers, manualScores, reportDocuments } from '#server/db/schema/manual-entries.ts';
import { identityDocuments } from '#server/db/schema/onboarding.ts';
import { reportOriginColumns } from '#server/features/credit/index.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { inBatches } from './export-batches.ts';
import { memberRows, sealedContentOf } from './export-queries.ts';

/** The member's reports without the file each was read from (that one travels as a file of its own). */
export function findReports(db: Executor, userId: string) {
  return memberRows(db, userId, creditReports, [asc(creditReports.pulledAt), asc(creditReports.id)], {
    ...reportOriginColumns,
    reportDate: creditReports.reportDate,
    pulledAt: creditReports.pulledAt,
    borrowerFirstName: creditReports.borrowerFirstName,
    borrowerLastName: creditReports.borrowerLastName,
    borrowerMatchedMember: creditReports.borrowerMatchedMember,
    bureausReturned: creditReports.bureausReturned,
    scores: creditReports.scores,
    inquiryCount: creditReports.inquiryCount,
    hasFile: isNotNull(creditReports.rawDocument),
  });
}

/** A report's items, a batch at a time; the full account numbers stay sealed, their last four are here. */
export function reportItems(db: Executor, userId: string, reportId: string) {
  return inBatches((after: { id: string } | null, limit: number) =>
    db
      .select(tradelineColumns)
      .from(tradelines)
      .where(
        and(
          eq(tradelines.reportId, reportId),
          eq(tradelines.userId, userId),
          after ? gt(tradelines.id, after.id) : undefined,
        ),
      )
      .orderBy(asc(tradelines.id))
      .limit(limit),
  );
}
const tradelineColumns = {
  id: tradelines.id,
  tradelineKey: tradelines.tradelineKey,
  kind: tradelines.kind,
  creditorName: tradelines.creditorName,
  originalCreditorName: tradelines.originalCreditorName,
  accountNumberLast4: tradelines.accountNumberLast4,
  accountType: tradelines.accountType,
  loanType: tradelines.loanType,
  itemType: tradelines.itemType,
  impact: tradelines.impact,
  status: tradelines.status,
  amountCents: tradelines.amountCents,
  creditLimitCents: tradelines.creditLimitCents,
  dateOpened: tradelines.dateOpened,
  dateReported: tradelines.dateReported,
  dateClosed: tradelines.dateClosed,
  lastPaymentDate: tradelines.lastPaymentDate,
  firstDelinquencyDate: tradelines.firstDelinquencyDate,
  reportingEndsOn: tradelines.reportingEndsOn,
  paymentPattern: tradelines.paymentPattern,
  bureaus: tradelines.bureaus,
  views: tradelines.views,
  disputeReasons: tradelines.disputeReasons,
};

export function findManualItems(db: Executor, userId: string) {
  return memberRows(db, userId, manualItems, [asc(manualItems.createdAt), asc(manualItems.id)], {
    id: manualItems.id,
    entry: manualItems.entry,
    accountNumberLast4: manualItems.accountNumberLast4,
    createdAt: manualItems.createdAt,
    updatedAt: manualItems.updatedAt,
  });
}

/** What the member typed from each bureau's report: its score (and date), its report number, or both. */
export function findManualScores(db: Executor, userId: string) {
  const bureau = sql<Bureau>`coalesce(${manualScores.bureau}, ${manualReportNumbers.bureau})`;
  return db
    .select({
      bureau,
      value: manualScores.value,
      scoreDate: manualScores.scoreDate,
      reportNumber: manualReportNumbers.reportNumber,
    })
    .from(manualScores)
    .fullJoin(
      manualReportNumbers,
      and(eq(manualReportNumbers.userId, manualScores.userId), eq(manualReportNumbers.bureau, manualScores.bureau)),
    )
    .where(or(eq(manualScores.userId, userId), eq(manualReportNumbers.userId, userId)))
    .orderBy(asc(bureau));
}

/** The report PDFs the member keeps, without their content (each travels as a file). */
export function findReportDocuments(db: Executor, userId: string) {
  return memberRows(db, userId, reportDocuments, [asc(reportDocuments.uploadedAt), asc(reportDocuments.id)], {
    id: reportDocuments.id,
    fileName: reportDocuments.fileName,
    sizeBytes: reportDocuments.sizeBytes,
    uploadedAt: reportDocuments.uploadedAt,
  });
}

export function readReportDocumentSealed(db: Executor, userId: string, id: string) {
  return sealedContentOf(db, userId, reportDocuments, reportDocuments.contentSealed, id);
}

export function findIdentityDocuments(db: Executor, userId: string) {
  return memberRows(db, userId, identityDocuments, [asc(identityDocuments.side)], {
    id: identityDocuments.id,
    side: identityDocuments.side,
    mediaType: identityDocuments.mediaType,
    byteSize: identityDocuments.byteSize,
    createdAt: identityDocuments.createdAt,
  });
}

export function readIdentityImageSealed(db: Executor, userId: string, id: string) {
  return sealedContentOf(db, userId, identityDocuments, identityDocuments.imageSealed, id);
}
