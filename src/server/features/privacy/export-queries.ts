import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import {
  agreementAcceptances,
  billingPeriods,
  payments,
  stripeEvents,
  subscriptionHistory,
  subscriptions,
} from '../../db/schema/billing.ts';
import { consentRecords, creditReports, tradelines } from '../../db/schema/credit.ts';
import { bureauResponseLetters, disputeBureaus, disputes, letters } from '../../db/schema/disputes.ts';
import { manualItems, manualScores, reportDocuments } from '../../db/schema/manual-entries.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { identityDocuments, onboardingDrafts } from '../../db/schema/onboarding.ts';
import { passkeys } from '../../db/schema/privacy.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { testimonials } from '../../db/schema/testimonials.ts';
import { users } from '../../db/schema/users.ts';
import { keysetBatches } from '../admin/keyset-batches.ts';

/** Rows of lists that can grow long (items, notices, audit entries) are read this many at a time. */
const BATCH_SIZE = 200;

/** Every row of a list, one batch after the other, each batch read only once the last was handed out. */
async function* inBatches<Key, Row extends Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row> {
  for await (const batch of keysetBatches<Row>((after) => read(after, BATCH_SIZE), BATCH_SIZE)) yield* batch;
}

type TimeCursor = { cursor: string; id: string };

/**
 * Keyset order by time then id. The instant is compared as PostgreSQL's own text: a JavaScript Date would drop
 * its microseconds and repeat or skip rows.
 */
const cursorOf = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;
const afterCursor = (createdAt: AnyPgColumn, id: AnyPgColumn, after: TimeCursor | null) =>
  after ? sql`(${createdAt}, ${id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)` : undefined;

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      isAdmin: users.isAdmin,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionTier: users.subscriptionTier,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      emailVerifiedAt: users.emailVerifiedAt,
      lastLoginAt: users.lastLoginAt,
      lastActiveAt: users.lastActiveAt,
      inactivityWarnedAt: users.inactivityWarnedAt,
      twoStepVerificationSince: users.totpEnrolledAt,
      notificationsOff: users.notificationsOff,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export function findConsents(db: Executor, userId: string) {
  return db
    .select(consentColumns)
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.consentedAt));
}
const consentColumns = {
  fcraConsent: consentRecords.fcraConsent,
  permissiblePurposeConsent: consentRecords.permissiblePurposeConsent,
  piiProcessingConsent: consentRecords.piiProcessingConsent,
  permissiblePurpose: consentRecords.permissiblePurpose,
  consentedAt: consentRecords.consentedAt,
  recordedAt: consentRecords.recordedAt,
  ipAddress: consentRecords.ipAddress,
  userAgent: consentRecords.userAgent,
};

export function findAgreements(db: Executor, userId: string) {
  return db
    .select()
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.userId, userId))
    .orderBy(asc(agreementAcceptances.acceptedAt));
}

export function findSubscriptions(db: Executor, userId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt));
}

export function findPaymentRows(db: Executor, userId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export function findBillingPeriods(db: Executor, userId: string) {
  return db
    .select()
    .from(billingPeriods)
    .where(eq(billingPeriods.userId, userId))
    .orderBy(asc(billingPeriods.startsAt), asc(billingPeriods.index));
}

export function findSubscriptionHistory(db: Executor, userId: string) {
  return db
    .select()
    .from(subscriptionHistory)
    .where(eq(subscriptionHistory.userId, userId))
    .orderBy(asc(subscriptionHistory.createdAt), asc(subscriptionHistory.id));
}

export function findPaymentProcessorEvents(db: Executor, userId: string) {
  return db
    .select({ type: stripeEvents.type, receivedAt: stripeEvents.receivedAt, outcome: stripeEvents.outcome })
    .from(stripeEvents)
    .where(eq(stripeEvents.userId, userId))
    .orderBy(asc(stripeEvents.receivedAt));
}

/** The member's reports without the file each was read from (that one travels as a file of its own). */
export function findReports(db: Executor, userId: string) {
  return db
    .select({
      id: creditReports.id,
      source: creditReports.source,
      format: creditReports.format,
      reportIdentifier: creditReports.reportIdentifier,
      reportDate: creditReports.reportDate,
      pulledAt: creditReports.pulledAt,
      borrowerFirstName: creditReports.borrowerFirstName,
      borrowerLastName: creditReports.borrowerLastName,
      borrowerMatchedMember: creditReports.borrowerMatchedMember,
      bureausReturned: creditReports.bureausReturned,
      scores: creditReports.scores,
      inquiryCount: creditReports.inquiryCount,
      hasFile: isNotNull(creditReports.rawDocument),
    })
    .from(creditReports)
    .where(eq(creditReports.userId, userId))
    .orderBy(asc(creditReports.pulledAt), asc(creditReports.id));
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
  return db
    .select({
      id: manualItems.id,
      entry: manualItems.entry,
      accountNumberLast4: manualItems.accountNumberLast4,
      createdAt: manualItems.createdAt,
      updatedAt: manualItems.updatedAt,
    })
    .from(manualItems)
    .where(eq(manualItems.userId, userId))
    .orderBy(asc(manualItems.createdAt), asc(manualItems.id));
}

export function findManualScores(db: Executor, userId: string) {
  return db
    .select({ bureau: manualScores.bureau, value: manualScores.value, scoreDate: manualScores.scoreDate })
    .from(manualScores)
    .where(eq(manualScores.userId, userId))
    .orderBy(asc(manualScores.bureau));
}

/** The report PDFs the member keeps, without their content (each travels as a file). */
export function findReportDocuments(db: Executor, userId: string) {
  return db
    .select({
      id: reportDocuments.id,
      fileName: reportDocuments.fileName,
      sizeBytes: reportDocuments.sizeBytes,
      uploadedAt: reportDocuments.uploadedAt,
    })
    .from(reportDocuments)
    .where(eq(reportDocuments.userId, userId))
    .orderBy(asc(reportDocuments.uploadedAt), asc(reportDocuments.id));
}

export async function readReportDocumentSealed(db: Executor, userId: string, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: reportDocuments.contentSealed })
    .from(reportDocuments)
    .where(and(eq(reportDocuments.id, id), eq(reportDocuments.userId, userId)));
  return row?.content ?? null;
}

export function findIdentityDocuments(db: Executor, userId: string) {
  return db
    .select({
      id: identityDocuments.id,
      side: identityDocuments.side,
      mediaType: identityDocuments.mediaType,
      byteSize: identityDocuments.byteSize,
      createdAt: identityDocuments.createdAt,
    })
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .orderBy(asc(identityDocuments.side));
}

export async function readIdentityImageSealed(db: Executor, userId: string, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ image: identityDocuments.imageSealed })
    .from(identityDocuments)
    .where(and(eq(identityDocuments.id, id), eq(identityDocuments.userId, userId)));
  return row?.image ?? null;
}

export function findDisputes(db: Executor, userId: string) {
  return db
    .select({
      id: disputes.id,
      tradelineId: disputes.tradelineId,
      tradelineKey: disputes.tradelineKey,
      reasonCode: disputes.reasonCode,
      reasonCodes: disputes.reasonCodes,
      reasonText: disputes.reasonText,
      additionalDetails: disputes.additionalDetails,
      status: disputes.status,
      createdAt: disputes.createdAt,
      updatedAt: disputes.updatedAt,
      submittedAt: disputes.submittedAt,
      resolvedAt: disputes.resolvedAt,
    })
    .from(disputes)
    .where(eq(disputes.userId, userId))
    .orderBy(asc(disputes.createdAt), asc(disputes.id));
}

/** Each bureau of the member's disputes, with what is known of the bureau's answer letter (not its content). */
export function findDisputeBureaus(db: Executor, userId: string) {
  return db
    .select({
      id: disputeBureaus.id,
      disputeId: disputeBureaus.disputeId,
      bureau: disputeBureaus.bureau,
      status: disputeBureaus.status,
      readyAt: disputeBureaus.readyAt,
      mailedOn: disputeBureaus.mailedOn,
      trackingNumber: disputeBureaus.trackingNumber,
      deliveredOn: disputeBureaus.deliveredOn,
      responseDueOn: disputeBureaus.responseDueOn,
      extended: disputeBureaus.extended,
      respondedAt: disputeBureaus.respondedAt,
      outcome: disputeBureaus.outcome,
      answerLetter: {
        contentType: bureauResponseLetters.contentType,
        byteSize: bureauResponseLetters.byteSize,
        uploadedAt: bureauResponseLetters.uploadedAt,
        uploadedBy: bureauResponseLetters.uploadedBy,
      },
    })
    .from(disputeBureaus)
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId))
    .leftJoin(bureauResponseLetters, eq(bureauResponseLetters.disputeBureauId, disputeBureaus.id))
    .where(eq(disputes.userId, userId))
    .orderBy(asc(disputes.createdAt), asc(disputes.id), asc(disputeBureaus.bureau));
}

export async function readAnswerLetterSealed(db: Executor, userId: string, disputeBureauId: string) {
  const [row] = await db
    .select({ file: bureauResponseLetters.fileSealed })
    .from(bureauResponseLetters)
    .innerJoin(disputeBureaus, eq(disputeBureaus.id, bureauResponseLetters.disputeBureauId))
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId))
    .where(and(eq(bureauResponseLetters.disputeBureauId, disputeBureauId), eq(disputes.userId, userId)));
  return row?.file ?? null;
}

/** Every letter written for the member, every version, without its (sealed) content. */
export function findLetters(db: Executor, userId: string) {
  return db
    .select({
      id: letters.id,
      disputeId: letters.disputeId,
      bureau: letters.bureau,
      kind: letters.kind,
      version: letters.version,
      generatedAt: letters.generatedAt,
    })
    .from(letters)
    .innerJoin(disputes, eq(disputes.id, letters.disputeId))
    .where(eq(disputes.userId, userId))
    .orderBy(
      asc(disputes.createdAt),
      asc(letters.disputeId),
      asc(letters.bureau),
      asc(letters.kind),
      asc(letters.version),
    );
}

export async function readLetterContent(db: Executor, userId: string, letterId: string) {
  const [row] = await db
    .select({ content: letters.content })
    .from(letters)
    .innerJoin(disputes, eq(disputes.id, letters.disputeId))
    .where(and(eq(letters.id, letterId), eq(disputes.userId, userId)));
  return row?.content ?? null;
}

export function findDrafts(db: Executor, userId: string) {
  return db
    .select({
      id: onboardingDrafts.id,
      lastStep: onboardingDrafts.lastStep,
      profileSealed: onboardingDrafts.profileSealed,
      consent: onboardingDrafts.consent,
      preferences: onboardingDrafts.preferences,
      pullStatus: onboardingDrafts.pullStatus,
      selection: onboardingDrafts.selection,
      agreement: onboardingDrafts.agreement,
      paymentReportedAt: onboardingDrafts.paymentReportedAt,
      createdAt: onboardingDrafts.createdAt,
      updatedAt: onboardingDrafts.updatedAt,
    })
    .from(onboardingDrafts)
    .where(eq(onboardingDrafts.userId, userId));
}

export function notificationsOf(db: Executor, userId: string) {
  return inBatches((after: TimeCursor | null, limit: number) =>
    db
      .select({
        id: notifications.id,
        cursor: cursorOf(notifications.createdAt),
        kind: notifications.kind,
        data: notifications.data,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        emailState: notifications.emailState,
        emailSentAt: notifications.emailSentAt,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), afterCursor(notifications.createdAt, notifications.id, after)))
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
      .limit(limit),
  );
}

export function findSessions(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.publicId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

/** A passkey by the name the member gave it; its key and credential id are the authenticator's business. */
export function findPasskeyNames(db: Executor, userId: string) {
  return db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export function findTestimonials(db: Executor, userId: string) {
  return db
    .select({
      quote: testimonials.quote,
      firstName: testimonials.firstName,
      city: testimonials.city,
      language: testimonials.language,
      consentText: testimonials.consentText,
      consentSource: testimonials.consentSource,
      consentGivenAt: testimonials.consentGivenAt,
      createdAt: testimonials.createdAt,
      publishedAt: testimonials.publishedAt,
      withdrawnAt: testimonials.withdrawnAt,
    })
    .from(testimonials)
    .where(eq(testimonials.userId, userId))
    .orderBy(asc(testimonials.createdAt));
}

/**
 * The audit entries about the member (what was done to their account or their data, by whom). Entries an admin
 * member wrote about other people are theirs, not this member's: they are not read.
 */
export function auditEntriesAbout(db: Executor, userId: string) {
  return inBatches((after: TimeCursor | null, limit: number) =>
    db
      .select({
        id: auditLog.id,
        cursor: cursorOf(auditLog.createdAt),
        action: auditLog.action,
        actorId: auditLog.actorId,
        details: auditLog.details,
        ipAddress: auditLog.ipAddress,
        userAgent: auditLog.userAgent,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, userId), afterCursor(auditLog.createdAt, auditLog.id, after)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
      .limit(limit),
  );
}
