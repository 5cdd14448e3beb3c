import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { accountTokens } from '#server/db/schema/accounts.ts';
import type { AccountTokenPurpose } from '#shared/constants/accounts.ts';

type NewAccountToken = typeof accountTokens.$inferInsert;

/** Ends the user's links of the purpose still open at `now`, then stores the new one. */
export async function replaceOpenAccountTokens(db: Executor, token: NewAccountToken, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(accountTokens.userId, token.userId),
        eq(accountTokens.purpose, token.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  await db.insert(accountTokens).values(token);
}

export async function findAccountToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the link used if it is of the purpose, unused and unexpired; answers its user, or null when it was not. */
export async function spendAccountToken(
  db: Executor,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string | null> {
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return used?.userId ?? null;
}

/**
 * Ends the user's other open links of a purpose (or of every purpose): after a password change an older reset
 * link is worthless, and once the address is proven no verification link is needed any more.
 */
export async function retireAccountTokens(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose | 'every',
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        purpose === 'every' ? undefined : eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
