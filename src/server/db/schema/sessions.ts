import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { memberId } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a copy of this table cannot be replayed as cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: memberId(),
    /** How the member names this session in "signed-in devices": never the token or its hash. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** When this session last passed the second factor (admins): re-asked after SECOND_FACTOR_TTL_MS. */
    secondFactorAt: at('second_factor_at'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
    uniqueIndex('sessions_public_id_key').on(table.publicId),
  ],
);
