import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/audit.ts';
import {
  agreementAcceptances,
  billingPeriods,
  payments,
  stripeEvents,
  subscriptions,
} from '#server/db/schema/billing.ts';
import { consentRecords } from '#server/db/schema/credit.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { onboardingDrafts } from '#server/db/schema/onboarding.ts';
import { passkeys } from '#server/db/schema/privacy.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { testimonials } from '#server/db/schema/testimonials.ts';
import { users } from '#server/db/schema/users.ts';
import { inBatches } from './export-batches.ts';

export type TimeCursor = { cursor: string; id: string };

/**
 * Keyset order by time then id. The instant is compared as PostgreSQL's own text: a JavaScript Date would drop
 * its microseconds and repeat or skip rows.
 */
export const cursorOf = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;
export const afterCursor = (createdAt: AnyPgColumn, id: AnyPgColumn, after: TimeCursor | null) =>
  after ? sql`(${createdAt}, ${id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)` : undefined;

/** The rows of a list that can grow long (`where` picks the member's), by time then id, a batch at a time. */
function rowsByTime<Columns extends SelectedFields>(
  db: Executor,
  table: PgTable & { id: AnyPgColumn<{ data: string }>; createdAt: AnyPgColumn },
  where: SQL,
  columns: Columns,
) {
  return inBatches(
    (after: TimeCursor | null, limit: number) =>
      db
        .select({ id: table.id, cursor: cursorOf(table.createdAt), ...columns })
        .from(table)
        .where(and(where, afterCursor(table.createdAt, table.id, after)))
        .orderBy(asc(table.createdAt), asc(table.id))
        // As in memberRows, Drizzle cannot work out the rows' type from a table given as a parameter.
        .limit(limit) as unknown as Promise<(TimeCursor & SelectResultFields<Columns>)[]>,
  );
}

/** The member's own rows of a table, in the order given, with the columns given: how the export reads most of what is theirs. */
export function memberRows<Columns extends SelectedFields>(
  db: Executor,
  userId: string,
  table: PgTable & { userId: AnyPgColumn },
  order: SQL[],
  columns: Columns,
): Promise<SelectResultFields<Columns>[]> {
  // Drizzle cannot work out the rows' type from columns and a table given as parameters; with one table and no
  // join, a row is what the columns select.
  return db
    .select(columns)
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(...order) as unknown as Promise<SelectResultFields<Columns>[]>;
}

/** The sealed content of one of the member's files, by the row's id; null when the member has no such row. */
export async function sealedContentOf(
  db: Executor,
  userId: string,
  table: PgTable & { id: AnyPgColumn; userId: AnyPgColumn },
  content: AnyPgColumn<{ data: Buffer }>,
  id: string,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ content })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return row?.content ?? null;
}

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
  return memberRows(db, userId, consentRecords, [asc(consentRecords.consentedAt)], consentColumns);
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
  return memberRows(
    db,
    userId,
    agreementAcceptances,
    [asc(agreementAcceptances.acceptedAt)],
    getTableColumns(agreementAcceptances),
  );
}

export function findSubscriptions(db: Executor, userId: string) {
  return memberRows(db, userId, subscriptions, [asc(subscriptions.createdAt)], getTableColumns(subscriptions));
}

export function findPaymentRows(db: Executor, userId: string) {
  return memberRows(db, userId, payments, [asc(payments.createdAt), asc(payments.id)], getTableColumns(payments));
}

export function findBillingPeriods(db: Executor, userId: string) {
  return memberRows(
    db,
    userId,
    billingPeriods,
    [asc(billingPeriods.startsAt), asc(billingPeriods.index)],
    getTableColumns(billingPeriods),
  );
}

export function findPaymentProcessorEvents(db: Executor, userId: string) {
  return memberRows(db, userId, stripeEvents, [asc(stripeEvents.receivedAt)], {
    type: stripeEvents.type,
    receivedAt: stripeEvents.receivedAt,
    outcome: stripeEvents.outcome,
  });
}

export function findDrafts(db: Executor, userId: string) {
  return db
    .select({
      id: onboardingDrafts.id,
      lastStep: onboardingDrafts.lastStep,
      profileSealed: onboardingDrafts.profileSealed,
      preferences: onboardingDrafts.preferences,
      pullStatus: onboardingDrafts.pullStatus,
      selection: onboardingDrafts.selection,
      createdAt: onboardingDrafts.createdAt,
      updatedAt: onboardingDrafts.updatedAt,
    })
    .from(onboardingDrafts)
    .where(eq(onboardingDrafts.userId, userId));
}

export function notificationsOf(db: Executor, userId: string) {
  return rowsByTime(db, notifications, eq(notifications.userId, userId), {
    kind: notifications.kind,
    data: notifications.data,
    createdAt: notifications.createdAt,
    readAt: notifications.readAt,
    emailState: notifications.emailState,
    emailSentAt: notifications.emailSentAt,
  });
}

export function findSessions(db: Executor, userId: string) {
  return memberRows(db, userId, sessions, [asc(sessions.createdAt)], {
    id: sessions.publicId,
    createdAt: sessions.createdAt,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
    userAgent: sessions.userAgent,
    ipAddress: sessions.ipAddress,
  });
}

/** A passkey by the name the member gave it; its key and credential id are the authenticator's business. */
export function findPasskeyNames(db: Executor, userId: string) {
  return memberRows(db, userId, passkeys, [asc(passkeys.createdAt)], {
    name: passkeys.name,
    createdAt: passkeys.createdAt,
    lastUsedAt: passkeys.lastUsedAt,
  });
}

export function findTestimonials(db: Executor, userId: string) {
  return memberRows(db, userId, testimonials, [asc(testimonials.createdAt)], {
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
  });
}

/**
 * The audit entries about the member (what was done to their account or their data, by whom). Entries an admin
 * member wrote about other people are theirs, not this member's: they are not read.
 */
export function auditEntriesAbout(db: Executor, userId: string) {
  return rowsByTime(db, auditLog, eq(auditLog.targetUserId, userId), {
    action: auditLog.action,
    actorId: auditLog.actorId,
    details: auditLog.details,
    ipAddress: auditLog.ipAddress,
    userAgent: auditLog.userAgent,
    createdAt: auditLog.createdAt,
  });
}
