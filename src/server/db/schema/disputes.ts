import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { DISPUTE_REASON_CODES } from '#shared/constants/credit-items.ts';
import {
  BUREAU_DISPUTE_STATUSES,
  BUREAU_OUTCOMES,
  DISPUTE_STATUSES,
  LETTER_KINDS,
  OPEN_DISPUTE_STATUSES,
} from '#shared/constants/disputes.ts';
import type { Letter } from '../../letters/letter-types.ts';
import { billingPeriods, payments } from './billing.ts';
import { at } from './columns.ts';
import { tradelines } from './credit.ts';
import { users } from './users.ts';

export const disputeStatus = pgEnum('dispute_status', DISPUTE_STATUSES);
export const disputeReasonCode = pgEnum('dispute_reason_code', DISPUTE_REASON_CODES);

const openStatuses = sql.raw(OPEN_DISPUTE_STATUSES.map((status) => `'${status}'`).join(', '));

export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The negative item as the member saw it when disputing. */
    tradelineId: uuid('tradeline_id')
      .notNull()
      .references(() => tradelines.id, { onDelete: 'cascade' }),
    /** The same account across report refreshes: what "already disputed" is decided on. */
    tradelineKey: text('tradeline_key').notNull(),
    reasonCode: disputeReasonCode('reason_code').notNull(),
    /** The create form's label when the member used it ("Payment was made on time"). */
    reasonText: text('reason_text'),
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
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    bureau: bureau('bureau').notNull(),
    status: bureauDisputeStatus('status').notNull(),
    sentAt: at('sent_at').notNull(),
    /** sentAt + 30 days, or + 45 when the consumer sent new information during the investigation. */
    responseDueAt: at('response_due_at').notNull(),
    extended: boolean('extended').notNull().default(false),
    respondedAt: at('responded_at'),
    outcome: bureauOutcome('outcome'),
  },
  (table) => [uniqueIndex('dispute_bureaus_dispute_bureau_key').on(table.disputeId, table.bureau)],
);

/** Every letter generated, kept by version: what was sent is never overwritten by a regeneration. */
export const letters = pgTable(
  'letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    bureau: bureau('bureau').notNull(),
    kind: letterKind('kind').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Letter>().notNull(),
    generatedAt: at('generated_at').notNull(),
  },
  (table) => [uniqueIndex('letters_version_key').on(table.disputeId, table.bureau, table.kind, table.version)],
);
