import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { recoveryCodes } from '#server/db/schema/accounts.ts';
import { passkeys, webauthnChallenges } from '#server/db/schema/privacy.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { type UserRow, users } from '#server/db/schema/users.ts';
import type { Language } from '#shared/constants/languages.ts';

/** The account that has the address, given as normalizeEmail (service.ts) writes it. */
export async function findUserByNormalizedEmail(db: Executor, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return rows[0] ?? null;
}

/** The account, its row locked for the rest of the transaction when `lock` says so. */
export async function findUser(db: Executor, userId: string, lock = false): Promise<UserRow | undefined> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [user] = lock ? await query.for('update') : await query;
  return user;
}

/** What a password check reads of the account. */
export async function findPasswordHolder(db: Executor, userId: string) {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Who an account email goes to. */
export async function findRecipient(db: Executor, userId: string) {
  const [recipient] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return recipient;
}

/** Inserts the account, or nothing when the address has one already (the unique index decides). */
export async function insertUserIfNew(db: Executor, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return created;
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function setLastLogin(db: Executor, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** The member's last choice of language: the emails we send them follow it. */
export async function setLanguage(db: Executor, userId: string, language: Language, now: Date): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

export async function setEmailVerified(
  db: Executor,
  userId: string,
  verified: { emailVerifiedAt: Date; isAdmin: boolean },
  now: Date,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...verified, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/**
 * The first admins come from configuration (ADMIN_EMAILS and OWNER_EMAIL), applied at start-up to accounts
 * whose address is proven; an unverified one gets its rights when its verification link is opened.
 */
export async function grantConfiguredAdmins(db: Database, adminEmails: readonly string[]): Promise<void> {
  if (adminEmails.length === 0) return;
  await db
    .update(users)
    .set({ isAdmin: true })
    .where(and(inArray(sql`lower(${users.email})`, [...adminEmails]), isNotNull(users.emailVerifiedAt)));
}

/**
 * Removes what an account's registrant set up (see mailbox-claim.ts): its sessions, second factor, recovery
 * codes, passkeys and passkey challenges. Answers what there was, for the audit log.
 */
export async function removeAccountSetUp(tx: Executor, userId: string, now: Date) {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.publicId });
  const [factor] = await tx.select({ enrolledAt: users.totpEnrolledAt }).from(users).where(eq(users.id, userId));
  await tx
    .update(users)
    .set({
      totpSecret: null,
      totpEnrolledAt: null,
      totpLastStep: null,
      secondFactorFailures: 0,
      secondFactorFailedAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const removedPasskeys = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  return {
    sessionsEnded: ended.length,
    secondFactorRemoved: Boolean(factor?.enrolledAt),
    passkeysRemoved: removedPasskeys.length,
  };
}
