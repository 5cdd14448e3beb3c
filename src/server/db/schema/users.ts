import { sql } from 'drizzle-orm';
import { boolean, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_TYPES } from '#shared/constants/plans.ts';
import { SUBSCRIPTION_STATUSES } from '#shared/constants/subscription-statuses.ts';

export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const paymentType = pgEnum('payment_type', PAYMENT_TYPES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  // Emails are compared case-insensitively even if a row was written without normalising.
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
