import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { CAMPAIGN_STEP_KINDS, STEP_STATUSES } from '#shared/constants/campaign.ts';
import { DISPUTE_REASON_CODES } from '#shared/constants/credit-items.ts';
import {
  BUREAU_DISPUTE_STATUSES,
  BUREAU_OUTCOMES,
  DISPUTE_STATUSES,
  LETTER_KINDS,
  OPEN_DISPUTE_STATUSES,
  RESPONSE_LETTER_TYPES,
} from '#shared/constants/disputes.ts';
import { billingPeriods, payments } from './billing.ts';
import { at, id } from './columns.ts';
import { bytea, creditReports, tradelines } from './credit.ts';
import { memberId, users } from './users.ts';

export const disputeStatus = pgEnum('dispute_status', DISPUTE_STATUSES);
export const disputeReasonCode = pgEnum('dispute_reason_code', DISPUTE_REASON_CODES);

const openStatuses = sql.raw(OPEN_DISPUTE_STATUSES.map((status) => `'${status}'`).join(', '));

export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    userId: memberId(),
    /** The negative item as the member saw it when disputing. */
    tradelineId: uuid('tradeline_id')
      .notNull()
      .references(() => tradelines.id, { onDelete: 'cascade' }),
    /** The same account across report refreshes: what "already disputed" is decided on. */
    tradelineKey: text('tradeline_key').notNull(),
    /** The member's main reason; `reasonCodes` holds every reason they chose, this one first. */
    reasonCode: disputeReasonCode('reason_code').notNull(),
    reasonCodes: disputeReasonCode('reason_codes').array().notNull().default(sql`'{}'::dispute_reason_code[]`),
    /** The create form's label when the member used it ("Payment was made on time"). */
    reasonText: text('reason_text'),
    /** The member's own words, AES-256-GCM sealed (submission/dispute-details.ts). */
    additionalDetailsSealed: bytea('additional_details_sealed'),
    /** Identity theft: the member says they have an FTC identity theft report or a police report (the letter may say so). */
    identityTheftReport: boolean('identity_theft_report').notNull().default(false),
    /** Only rows written before migration 0015, until start-up seals them: read through disputeDetailsOf. */
    additionalDetails: text('additional_details'),
    status: disputeStatus('status').notNull(),
    /** Set when a reported payment queued this draft: it is submitted once the payment is verified. */
    queuedByPaymentId: uuid('queued_by_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The billing period whose allowance the submission used. */
    billingPeriodId: uuid('billing_period_id').references(() => billingPeriods.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    submittedAt: at('submitted_at'),
    resolvedAt: at('resolved_at'),
  },
  (table) => [
    index('disputes_user_idx').on(table.userId),
    // The settling sweep's scans: drafts a payment queued, and the letters each billing period paid for.
    index('disputes_queued_drafts_idx').on(table.queuedByPaymentId).where(sql`${table.status} = 'draft'`),
    index('disputes_billing_period_idx').on(table.billingPeriodId),
    // The admin disputes list's order: a page stops after its rows.
    index('disputes_created_at_idx').on(table.createdAt, table.id),
    uniqueIndex('disputes_one_open_per_item_idx')
      .on(table.userId, table.tradelineKey)
      .where(sql`${table.status} in (${openStatuses})`),
  ],
);

export const bureau = pgEnum('bureau', BUREAUS);
export const bureauDisputeStatus = pgEnum('bureau_dispute_status', BUREAU_DISPUTE_STATUSES);
export const bureauOutcome = pgEnum('bureau_outcome', BUREAU_OUTCOMES);
export const letterKind = pgEnum('letter_kind', LETTER_KINDS);

/** A sent dispute, one bureau at a time: each has its own clock (FCRA § 611) and its own answer. */
export const disputeBureaus = pgTable(
  'dispute_bureaus',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    bureau: bureau('bureau').notNull(),
    status: bureauDisputeStatus('status').notNull(),
    /** When the letter was written, ready to print: the app mails nothing itself. */
    readyAt: at('ready_at').notNull(),
    /** The day the member says they mailed it, and the certified-mail number if they have one. */
    mailedOn: date('mailed_on', { mode: 'string' }),
    trackingNumber: text('tracking_number'),
    /** The day the letter reached the bureau, from the return receipt or the tracking page. */
    deliveredOn: date('delivered_on', { mode: 'string' }),
    /**
     * The last day of the bureau's time to answer (`deadlineOf`): 30 days, or 45 once the consumer sent new
     * information, from delivery or from mailing plus the days in the mail. Null until mailed.
     */
    responseDueOn: date('response_due_on', { mode: 'string' }),
    extended: boolean('extended').notNull().default(false),
    respondedAt: at('responded_at'),
    outcome: bureauOutcome('outcome'),
    /**
     * A report read after this bureau deleted the item shows it again from this bureau (a reinsertion,
     * § 1681i(a)(5)(B)): when that was found, and in which report.
     */
    reappearedAt: at('reappeared_at'),
    reappearedInReportId: uuid('reappeared_in_report_id').references(() => creditReports.id, { onDelete: 'set null' }),
    /**
     * The due day whose passing the member was told of (bureau_late): the notices pass looks only at bureaus
     * whose clock ran out and whose lateness was not told for that day, through the index below, instead of
     * reading every late bureau ever told about again on each pass.
     */
    lateToldOn: date('late_told_on', { mode: 'string' }),
    /** The due day the member was told was near (answer_due_soon), read through its index as late_told_on is. */
    soonToldOn: date('soon_told_on', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('dispute_bureaus_dispute_bureau_key').on(table.disputeId, table.bureau),
    index('dispute_bureaus_soon_clock_idx')
      .on(table.responseDueOn)
      .where(sql`${table.outcome} is null and ${table.soonToldOn} is distinct from ${table.responseDueOn}`),
    index('dispute_bureaus_running_clock_idx')
      .on(table.responseDueOn)
      .where(sql`${table.outcome} is null and ${table.lateToldOn} is distinct from ${table.responseDueOn}`),
    index('dispute_bureaus_ready_idx').on(table.disputeId).where(sql`${table.status} = 'ready'`),
  ],
);

export const responseLetterType = pgEnum('response_letter_type', RESPONSE_LETTER_TYPES);

/** A bureau's own answer letter, as the member photographed or saved it: sealed, one per bureau of a dispute. */
export const bureauResponseLetters = pgTable('bureau_response_letters', {
  disputeBureauId: uuid('dispute_bureau_id')
    .primaryKey()
    .references(() => disputeBureaus.id, { onDelete: 'cascade' }),
  contentType: responseLetterType('content_type').notNull(),
  fileSealed: bytea('file_sealed').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: at('uploaded_at').notNull(),
});

/** Every letter generated, kept by version: what was sent is never overwritten by a regeneration. */
export const letters = pgTable(
  'letters',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    bureau: bureau('bureau').notNull(),
    kind: letterKind('kind').notNull(),
    version: integer('version').notNull(),
    // Sealed ({ sealed }) or, in a row older than sealing, the plain letter: only features/letters reads it.
    content: jsonb('content').$type<object>().notNull(),
    generatedAt: at('generated_at').notNull(),
    /** The campaign step the letter was written for; null for the dispute's own letters and older follow-ups. */
    stepId: uuid('step_id').references((): AnyPgColumn => disputeSteps.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('letters_version_key').on(table.disputeId, table.bureau, table.kind, table.version)],
);

export const campaignStepKind = pgEnum('campaign_step_kind', CAMPAIGN_STEP_KINDS);
export const stepStatus = pgEnum('step_status', STEP_STATUSES);

/**
 * One later step of a dispute's campaign (round 1 is the dispute's own bureau letters, `dispute_bureaus`): a
 * letter to a bureau, a furnisher, a collector or a creditor, or the member's complaint to the CFPB. Its letter,
 * when it has one, is a row of `letters` with this step's id.
 */
export const disputeSteps = pgTable(
  'dispute_steps',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    userId: memberId(),
    /** The bureau whose answer (or whose report) the step follows. */
    bureau: bureau('bureau').notNull(),
    kind: campaignStepKind('kind').notNull(),
    /** 2 for the first steps after the bureaus' first answers, and so on (rules/next-steps.ts, roundOfNewStep). */
    round: integer('round').notNull(),
    status: stepStatus('status').notNull(),
    /**
     * Sealed JSON: the recipient's name and address when the member typed it or the report gave it (a furnisher,
     * a collector, a creditor), and the member's own words (what is new, the statement for the file).
     */
    detailsSealed: bytea('details_sealed'),
    preparedAt: at('prepared_at').notNull(),
    /** The day the member mailed the letter, or filed the complaint. */
    sentOn: date('sent_on', { mode: 'string' }),
    /** The certified-mail number, or the CFPB's complaint number. */
    reference: text('reference'),
    /** The last day the recipient has to answer, where the law sets one (constants/campaign.ts). */
    responseDueOn: date('response_due_on', { mode: 'string' }),
    answeredOn: date('answered_on', { mode: 'string' }),
    outcome: bureauOutcome('outcome'),
    /** Sealed: what the member noted of the answer (the CFPB's, a collector's). */
    answerSealed: bytea('answer_sealed'),
    updatedAt: at('updated_at').notNull(),
    /** The due day whose passing the member was told of (step_late), as dispute_bureaus.late_told_on. */
    lateToldOn: date('late_told_on', { mode: 'string' }),
  },
  (table) => [
    index('dispute_steps_dispute_idx').on(table.disputeId),
    index('dispute_steps_sent_due_idx')
      .on(table.responseDueOn)
      .where(sql`${table.status} = 'sent' and ${table.lateToldOn} is distinct from ${table.responseDueOn}`),
    index('dispute_steps_user_idx').on(table.userId),
    // One unanswered step of a kind per bureau of a dispute: a double click or a second tab finds the first.
    uniqueIndex('dispute_steps_one_open_idx')
      .on(table.disputeId, table.bureau, table.kind)
      .where(sql`${table.status} <> 'answered'`),
  ],
);
