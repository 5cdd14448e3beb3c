import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { ACCOUNT_TOKEN_PURPOSES } from '#shared/constants/accounts.ts';
import { at } from './columns.ts';
import { memberId } from './users.ts';

export const accountTokenPurpose = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);

/**
 * The secrets of the links we email (verify an address, reset a password): only their SHA-256 is kept, each
 * is good once and until expiresAt.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: memberId(),
    purpose: accountTokenPurpose('purpose').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

/** A staff member's ten single-use recovery codes, as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: memberId(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);
