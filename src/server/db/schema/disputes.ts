import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_REASON_CODES } from '#shared/constants/credit-items.ts';
import { DISPUTE_STATUSES, OPEN_DISPUTE_STATUSES } from '#shared/constants/disputes.ts';
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
