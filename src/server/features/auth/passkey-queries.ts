import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { passkeys, webauthnChallenges } from '#server/db/schema/privacy.ts';
import { users } from '#server/db/schema/users.ts';
import type { Passkey } from '#shared/schemas/passkeys.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/** A passkey as the account page shows it: its name and dates, never the key. */
export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** The member's passkeys, oldest first: the order they were added in, which renaming does not change. */
export async function listPasskeys(db: Executor, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The passkey a sign-in names by its credential id, with the account it opens. */
export async function findPasskeyByCredentialId(db: Executor, credentialId: string) {
  const [row] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/** Stores a new passkey; null when its credential is already registered (to this account or another). */
export async function insertPasskey(
  db: Executor,
  values: Omit<typeof passkeys.$inferInsert, 'id' | 'lastUsedAt'>,
): Promise<PasskeyRow | null> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** After a sign-in: the authenticator's counter, whether it is backed up now, and when it was used. */
export async function recordPasskeyUse(
  db: Executor,
  id: string,
  use: { counter: number; backedUp: boolean; at: Date },
): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(eq(passkeys.id, id));
}

/** Renames one passkey, only if it is the member's own; null when it is not. */
export async function renamePasskey(db: Executor, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes one passkey, only if it is the member's own; answers whether it was. */
export async function deletePasskey(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return deleted.length > 0;
}

/** Locks the member's row (so two removals cannot both see "another way in remains") and says if a password is set. */
export async function lockUserSignInMethods(db: Executor, userId: string): Promise<{ hasPassword: boolean } | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ? { hasPassword: row.passwordHash !== null } : null;
}

/** Keeps a ceremony's challenge; answers the row's id, which the browser carries back in a cookie. */
export async function storeChallenge(
  db: Executor,
  challenge: { userId: string | null; purpose: ChallengePurpose; challenge: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(webauthnChallenges).values(challenge).returning({ id: webauthnChallenges.id });
  if (!row) throw new Error('the challenge was not stored');
  return row.id;
}

/**
 * Takes a challenge out, whatever comes next: a challenge answers one response, right or wrong, so a replayed
 * response finds nothing. Null when there is no such challenge for this purpose.
 */
export async function takeChallenge(db: Executor, id: string, purpose: ChallengePurpose) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose)))
    .returning();
  return row ?? null;
}

/** Ceremonies nobody finished: starting a new one clears them (they are worthless past their time anyway). */
export async function deleteExpiredChallenges(db: Executor, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
}
