import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ACTIVE_MAILING_STATUSES,
  MAILING_ENCLOSURES,
  MAILING_STATUSES,
  TRACKING_STEPS,
} from '#shared/constants/mailing.ts';
import { ID_IMAGE_TYPES } from '#shared/constants/onboarding.ts';
import { payments } from './billing.ts';
import { at, id } from './columns.ts';
import { bytea } from './credit.ts';
import { disputeBureaus, letters } from './disputes.ts';
import { memberId, users } from './users.ts';

export const mailingStatus = pgEnum('mailing_status', MAILING_STATUSES);
export const mailingEnclosure = pgEnum('mailing_enclosure', MAILING_ENCLOSURES);
export const trackingStep = pgEnum('tracking_step', TRACKING_STEPS);

const activeStatuses = sql.raw(ACTIVE_MAILING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * One bureau letter the member asked CreditPath to mail, through Lob (decision 023). The row is written before Lob
 * is asked, under the member's lock, and its id is Lob's idempotency key: a double click, a second tab or a second
 * instance finds it, and a retry after a lost answer gets Lob's first letter back, never a second.
 */
export const mailings = pgTable(
  'mailings',
  {
    id: id(),
    userId: memberId(),
    disputeBureauId: uuid('dispute_bureau_id')
      .notNull()
      .references(() => disputeBureaus.id, { onDelete: 'cascade' }),
    /** The letter version printed (with the enclosures it lists). */
    letterId: uuid('letter_id')
      .notNull()
      .references(() => letters.id, { onDelete: 'cascade' }),
    status: mailingStatus('status').notNull(),
    enclosures: mailingEnclosure('enclosures').array().notNull().default(sql`'{}'::mailing_enclosure[]`),
    /** The price the member agreed to, charged once USPS has the letter (never before: CROA § 1679b(b)). */
    priceCents: integer('price_cents').notNull(),
    /** Null only while Lob is being asked: a row left so by a crash is asked again with the same key. */
    lobLetterId: text('lob_letter_id'),
    /** Until this instant the member may cancel (Lob's cancellation window, or the send date it was given). */
    sendAfter: at('send_after'),
    trackingNumber: text('tracking_number'),
    expectedDeliveryOn: date('expected_delivery_on', { mode: 'string' }),
    /** The USPS acceptance scan's day and the delivery scan's day, at the bureau (rules/mailing.ts). */
    mailedOn: date('mailed_on', { mode: 'string' }),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    /** The payment that charges the price; set when the letter is mailed, never for a cancelled one. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** Lob's last word on the letter (a webhook or a read-back): what the reconciling job looks at. */
    lastHeardAt: at('last_heard_at'),
  },
  (table) => [
    index('mailings_user_idx').on(table.userId),
    uniqueIndex('mailings_lob_letter_key').on(table.lobLetterId),
    // The reconciling job's scan: letters Lob holds and has not finished with, least recently heard of first.
    index('mailings_reconcile_idx')
      .on(sql`coalesce(${table.lastHeardAt}, ${table.createdAt})`)
      .where(sql`${table.lobLetterId} is not null and ${table.status} in ('queued', 'mailed', 'in_transit')`),
    // One live mailing a bureau letter, whichever instance or tab asks: the database says so.
    uniqueIndex('mailings_one_active_idx').on(table.disputeBureauId).where(sql`${table.status} in (${activeStatuses})`),
  ],
);

/** The USPS scans of a mailed letter, as Lob lists them: its tracking history, each scan stored once by Lob's id. */
export const mailingTracking = pgTable(
  'mailing_tracking',
  {
    /** Lob's tracking event id (`evnt_…`). */
    id: text('id').primaryKey(),
    mailingId: uuid('mailing_id')
      .notNull()
      .references(() => mailings.id, { onDelete: 'cascade' }),
    step: trackingStep('step').notNull(),
    /** When USPS scanned it, and where (a ZIP code or a city, as Lob gives it). */
    occurredAt: at('occurred_at').notNull(),
    location: text('location'),
  },
  (table) => [index('mailing_tracking_mailing_idx').on(table.mailingId, table.occurredAt)],
);

/**
 * Every Lob webhook event received, stored once by its id (as stripe_events): a replayed or duplicated delivery
 * finds its row and changes nothing, even when two instances receive it at once.
 */
export const lobEvents = pgTable('lob_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull(),
  /** What the event did: applied, or why it was ignored (unknown letter, type not handled). */
  outcome: text('outcome').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The member's proof of address (a photo of a bill or statement), checked by its content, stripped of its
 * metadata and sealed like their ID photo; one a member, replaced by a new upload.
 */
export const proofsOfAddress = pgTable('proofs_of_address', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mediaType: text('media_type', { enum: ID_IMAGE_TYPES }).notNull(),
  byteSize: integer('byte_size').notNull(),
  imageSealed: bytea('image_sealed').notNull(),
  createdAt: at('created_at').notNull(),
});

export type MailingRow = typeof mailings.$inferSelect;
export type MailingTrackingRow = typeof mailingTracking.$inferSelect;
