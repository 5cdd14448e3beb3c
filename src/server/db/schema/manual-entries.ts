import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { ManualItemInput } from '#shared/schemas/manual-items.ts';
import { at, id } from './columns.ts';
import { bytea } from './credit.ts';
import { memberId } from './users.ts';

/** An item as the member typed it from a report they hold; its account number sealed apart. */
export const manualItems = pgTable(
  'manual_items',
  {
    id: id(),
    userId: memberId(),
    /** The member's entry without its account number, as the shared schema validated it. */
    entry: jsonb('entry').$type<Omit<ManualItemInput, 'accountNumber'>>().notNull(),
    /** The full number, AES-256-GCM encrypted; only the last four characters are kept in clear. */
    accountNumberSealed: bytea('account_number_sealed'),
    accountNumberLast4: text('account_number_last4'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('manual_items_user_idx').on(table.userId, table.createdAt)],
);

/** The scores the member read on their reports, one a bureau. */
export const manualScores = pgTable(
  'manual_scores',
  {
    userId: memberId(),
    bureau: text('bureau').$type<Bureau>().notNull(),
    value: integer('value').notNull(),
    scoreDate: date('score_date', { mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.bureau] })],
);

/** The report or confirmation number printed on the member's report from each bureau, for their letters. */
export const manualReportNumbers = pgTable(
  'manual_report_numbers',
  {
    userId: memberId(),
    bureau: text('bureau').$type<Bureau>().notNull(),
    reportNumber: text('report_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.bureau] })],
);

/** A bureau report the member keeps with their items: a PDF, AES-256-GCM encrypted. */
export const reportDocuments = pgTable(
  'report_documents',
  {
    id: id(),
    userId: memberId(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contentSealed: bytea('content_sealed').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (table) => [index('report_documents_user_idx').on(table.userId, table.uploadedAt)],
);
