import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { bytea } from './credit.ts';
import { memberId } from './users.ts';

/**
 * The answer to a signed-in member's POST, PUT, PATCH or DELETE that carried an `Idempotency-Key`, kept until it
 * expires: the same key again (a retry after a lost answer, or the proxy trying the other instance) gets this
 * answer replayed instead of doing the work twice. A row without a status is a request still being handled.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: memberId(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request's body: the same key with another body is refused, not replayed. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    /** The answer's body, sealed like every other copy of a member's data (it may hold their details). */
    bodySealed: bytea('body_sealed'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotent_requests_expires_at_idx').on(table.expiresAt),
  ],
);
