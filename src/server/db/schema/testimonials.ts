import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { at, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A member's own words, shown on the landing page only with their written consent on record, and only with
 * their first name and city (FTC 16 CFR Part 465: no made-up reviews). Nothing is shipped: admins add them.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    /** The member who gave it; kept when the account is deleted only if they consented to that too (set null). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    city: text('city').notNull(),
    quote: text('quote').notNull(),
    /** The language the member wrote it in: the landing page shows each in its own language. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The written consent: the words the member agreed to, how it was given (email, signed form) and when. */
    consentText: text('consent_text').notNull(),
    consentSource: text('consent_source').notNull(),
    consentGivenAt: at('consent_given_at').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    /** Shown on the landing page from then on; null while an admin reviews it, or once withdrawn. */
    publishedAt: at('published_at'),
    withdrawnAt: at('withdrawn_at'),
  },
  (table) => [index('testimonials_published_idx').on(table.publishedAt)],
);
