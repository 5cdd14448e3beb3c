import { bigint, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id } from './columns.ts';
import { bytea } from './credit.ts';
import { memberId, users } from './users.ts';

/**
 * Attempt budgets shared by every instance (sign-in, second factor, uploads, letter regeneration, downloads):
 * one row per budget and key, a fixed window that ends at windowEndsAt. See lib/attempt-limiter.ts.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull(),
    windowEndsAt: at('window_ends_at').notNull(),
  },
  (table) => [index('attempt_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

/** A member's WebAuthn credentials (passkeys): only the public key is kept. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: memberId(),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The member's own name for it ("Work laptop"). */
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/**
 * The challenges of WebAuthn ceremonies in flight, each used once: the browser holds the id in a cookie, the
 * server checks the response against the challenge kept here.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    /** Registration: the member adding a passkey; sign-in: null until the credential names its owner. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'authenticate'] }).notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('webauthn_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * What the law makes us keep after a member deleted their account or was purged for inactivity (the signed
 * agreement, payment records): sealed, without a link to a user row, and purged by a job after purgeAfter.
 */
export const retainedRecords = pgTable(
  'retained_records',
  {
    id: id(),
    /** The deleted account's id, so an audit entry or a request about it can be matched; no foreign key. */
    formerUserId: uuid('former_user_id').notNull(),
    /** What it is (for example `agreement` or `payments`), and why it is kept, in the audit's words. */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** The record as JSON, AES-256-GCM sealed. */
    contentSealed: bytea('content_sealed').notNull(),
    createdAt: at('created_at').notNull(),
    purgeAfter: at('purge_after').notNull(),
  },
  (table) => [index('retained_records_purge_after_idx').on(table.purgeAfter)],
);
