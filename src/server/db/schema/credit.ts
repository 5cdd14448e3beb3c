import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { AccountStatus, CreditDataSource, ImpactLevel, ItemType } from '#shared/constants/credit-items.ts';
import type { DashboardStatsResponse, DisputeReason } from '#shared/schemas/credit.ts';
import type { BureauScore, BureauView, CreditorAddress, ReportFormat } from '#shared/schemas/credit-report.ts';
import { at, id } from './columns.ts';
import { memberId, users } from './users.ts';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One pull or import: what it said about the member on that day. */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: id(),
    userId: memberId(),
    source: text('source').$type<CreditDataSource>().notNull(),
    format: text('format').$type<ReportFormat>().notNull(),
    reportIdentifier: text('report_identifier'),
    /** Each bureau's own report or confirmation number, where the file or the member gave one: letters cite it. */
    bureauReportNumbers: jsonb('bureau_report_numbers').$type<Partial<Record<Bureau, string>>>().notNull().default({}),
    reportDate: date('report_date', { mode: 'string' }),
    pulledAt: at('pulled_at').notNull(),
    borrowerFirstName: text('borrower_first_name').notNull(),
    borrowerLastName: text('borrower_last_name').notNull(),
    borrowerMatchedMember: boolean('borrower_matched_member').notNull(),
    borrowerCount: integer('borrower_count').notNull(),
    bureausReturned: jsonb('bureaus_returned').$type<Bureau[]>().notNull(),
    scores: jsonb('scores').$type<BureauScore[]>().notNull(),
    experianScore: integer('experian_score'),
    equifaxScore: integer('equifax_score'),
    transunionScore: integer('transunion_score'),
    inquiryCount: integer('inquiry_count').notNull(),
    /** The imported document, AES-256-GCM encrypted; null for demo pulls. */
    rawDocument: bytea('raw_document'),
  },
  (table) => [index('credit_reports_user_pulled_idx').on(table.userId, table.pulledAt)],
);

/** Every account and public record of a report; negative ones carry an item type, impact and reasons. */
export const tradelines = pgTable(
  'tradelines',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => creditReports.id, { onDelete: 'cascade' }),
    userId: memberId(),
    tradelineKey: text('tradeline_key').notNull(),
    kind: text('kind', { enum: ['account', 'public_record'] }).notNull(),
    creditorName: text('creditor_name').notNull(),
    originalCreditorName: text('original_creditor_name'),
    /** The furnisher's address from the vendor file (a business's, not the member's): furnisher disputes use it. */
    creditorAddress: jsonb('creditor_address').$type<CreditorAddress>(),
    /** The full number, AES-256-GCM encrypted; only the last four characters are kept in clear. */
    accountNumberSealed: bytea('account_number_sealed'),
    accountNumberLast4: text('account_number_last4'),
    accountType: text('account_type'),
    loanType: text('loan_type'),
    itemType: text('item_type').$type<ItemType>(),
    impact: text('impact').$type<ImpactLevel>(),
    status: text('status').$type<AccountStatus>(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }),
    dateOpened: date('date_opened', { mode: 'string' }),
    dateReported: date('date_reported', { mode: 'string' }),
    dateClosed: date('date_closed', { mode: 'string' }),
    lastPaymentDate: date('last_payment_date', { mode: 'string' }),
    firstDelinquencyDate: date('first_delinquency_date', { mode: 'string' }),
    reportingEndsOn: date('reporting_ends_on', { mode: 'string' }),
    paymentPattern: text('payment_pattern'),
    bureaus: jsonb('bureaus').$type<Bureau[]>().notNull(),
    views: jsonb('views').$type<BureauView[]>().notNull(),
    disputeReasons: jsonb('dispute_reasons').$type<DisputeReason[]>().notNull(),
  },
  (table) => [index('tradelines_report_idx').on(table.reportId), index('tradelines_user_idx').on(table.userId)],
);

/** FCRA permissible purpose: what the member agreed to, when, and from where. */
export const consentRecords = pgTable('consent_records', {
  id: id(),
  userId: memberId(),
  fcraConsent: boolean('fcra_consent').notNull(),
  permissiblePurposeConsent: boolean('permissible_purpose_consent').notNull(),
  piiProcessingConsent: boolean('pii_processing_consent').notNull(),
  consentedAt: at('consented_at').notNull(),
  permissiblePurpose: text('permissible_purpose').notNull(),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent'),
  recordedAt: at('recorded_at').notNull(),
});

/**
 * A member's dashboard figures, kept between requests for every instance alike: computed on the first read after a
 * change and stored only if `version` is still the one the computation started from. Migration 0021's triggers
 * bump the version and clear the figures in the changing transaction itself (reports, disputes, bureaus' answers,
 * the campaign's steps), so a stored figure is never older than the data (credit/dashboard-stats.ts).
 */
export const memberFigures = pgTable('member_figures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  figures: jsonb('figures').$type<DashboardStatsResponse>(),
});
