import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '#shared/constants/accounts.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/constants/languages.ts';
import { PAYMENT_TYPES } from '#shared/constants/plans.ts';
import { SUBSCRIPTION_STATUSES } from '#shared/constants/subscription-statuses.ts';
import { at, id } from './columns.ts';

export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const paymentType = pgEnum('payment_type', PAYMENT_TYPES);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** Chosen at the end of onboarding; unique whatever its case. Accounts made by sign-up have none. */
    username: text('username'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Null for accounts that will sign in through an external identity provider. */
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    subscriptionStatus: subscriptionStatus('subscription_status').notNull().default('incomplete'),
    /** The plan of the open subscription (or of the last one), as the admin views show it. */
    subscriptionTier: paymentType('subscription_tier'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastLoginAt: at('last_login_at'),
    /** Set when the member opened the link we emailed; admin and owner rights need it. */
    emailVerifiedAt: at('email_verified_at'),
    /** The language the member's emails are written in: the one they signed up in, then their last choice. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    /**
     * The TOTP secret (base32), encrypted at rest. While enrolment is pending (totpEnrolledAt unset) it is
     * `<session id>.<sealed secret>`: only the session that started it is shown it again on a reload.
     */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: at('totp_enrolled_at'),
    /** The last time step a code was accepted for: a code is good once, even inside its window. */
    totpLastStep: integer('totp_last_step'),
    /** Wrong second-factor codes in a row (TOTP or recovery code): the wait before the next try grows with it. */
    secondFactorFailures: integer('second_factor_failures').notNull().default(0),
    /** When the last wrong code was given: with secondFactorFailures, when the next try is allowed. */
    secondFactorFailedAt: at('second_factor_failed_at'),
    /** The last time the member was seen (a sign-in or a request in a session): disposal counts from it. */
    lastActiveAt: at('last_active_at'),
    /** When the member was warned that an inactive account is about to be purged; cleared when they come back. */
    inactivityWarnedAt: at('inactivity_warned_at'),
    /** Kinds of notification the member turned off; absent means on. */
    notificationsOff: jsonb('notifications_off').$type<NotificationKind[]>().notNull().default([]),
  },
  // Emails are compared case-insensitively even if a row was written without normalising.
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    // The admin searches match any part of these (ILIKE '%…%'): trigram indexes answer that without reading
    // every account (pg_trgm, migration 0020).
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_first_name_trgm_idx').using('gin', sql`${table.firstName} gin_trgm_ops`),
    index('users_last_name_trgm_idx').using('gin', sql`${table.lastName} gin_trgm_ops`),
    // The admin lists' orders (and the export's keyset), each with the id that breaks ties: a page stops after its
    // rows instead of sorting every account.
    index('users_created_at_idx').on(table.createdAt, table.id),
    index('users_last_name_idx').on(table.lastName, table.id),
    // Disposal counts from the last use (the sign-up for an account never used): its scans read in that order.
    index('users_last_use_idx').on(sql`coalesce(${table.lastActiveAt}, ${table.createdAt})`, table.id),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** The member a row belongs to: it goes when the member's account goes. */
export const memberId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
