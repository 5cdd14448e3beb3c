import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { recoveryCodes } from '#server/db/schema/accounts.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';

/*
 * A pending secret is stored as "<public id of the session that started it>.<sealed secret>" (base64 and UUIDs
 * hold no dot), so that this session sees the same key again after a reload while any other session starts
 * afresh and replaces it: a secret somebody else started with the password is never the one the owner enrols.
 * Once enrolled, the sealed secret alone is stored.
 */
const sealedPart = (stored: string) => stored.slice(stored.indexOf('.') + 1);

/** The stored value as it is (for markEnrolled), the sealed secret in it, and when it was enrolled. */
export async function findTotpState(db: Executor, userId: string) {
  const [row] = await db
    .select({ stored: users.totpSecret, enrolledAt: users.totpEnrolledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { ...row, sealedSecret: row.stored === null ? null : sealedPart(row.stored) };
}

/**
 * The sealed secret pending for this session: the one it started earlier, else `sealedSecret`, stored in place
 * of any other session's in one statement (two tabs of one session starting at once keep the same one). Null
 * when the user has enrolled: an enrolled secret is never replaced nor given out.
 */
export async function keepPendingSecret(
  db: Executor,
  userId: string,
  sessionPublicId: string,
  sealedSecret: string,
): Promise<string | null> {
  const prefix = `${sessionPublicId}.`;
  const [kept] = await db
    .update(users)
    .set({
      totpSecret: sql`case when starts_with(${users.totpSecret}, ${prefix}) then ${users.totpSecret} else ${prefix + sealedSecret} end`,
      totpLastStep: null,
    })
    .where(and(eq(users.id, userId), isNull(users.totpEnrolledAt)))
    .returning({ stored: users.totpSecret });
  return kept?.stored ? sealedPart(kept.stored) : null;
}

/**
 * Enrols the very secret the code was checked against; false when it was replaced or confirmed meanwhile
 * (a second tab restarted the enrolment, or confirmed first).
 */
export async function markEnrolled(
  db: Executor,
  userId: string,
  stored: string,
  step: number,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpSecret: sealedPart(stored), totpEnrolledAt: at, totpLastStep: step, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.totpSecret, stored), isNull(users.totpEnrolledAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Takes the step for the user only if it is newer than the last one used: of two requests with one code, one wins. */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[], at: Date) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, userId, createdAt: at })));
}

/** Uses the code up only if it is the user's and still unused: of two requests with one code, one wins. */
export async function claimRecoveryCode(db: Executor, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.codeHash, codeHash), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash });
  return updated.length > 0;
}

export async function markSessionSecondFactor(db: Executor, sessionPublicId: string, at: Date) {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.publicId, sessionPublicId));
}

/**
 * The account's wrong codes in a row, its row locked until the transaction ends: two requests at once for one
 * account take turns, so neither can try a code during the other's wait.
 */
export async function lockSecondFactorFailures(db: Executor, userId: string) {
  const [row] = await db
    .select({ failures: users.secondFactorFailures, lastFailedAt: users.secondFactorFailedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? { failures: 0, lastFailedAt: null };
}

/** One more wrong code in a row; answers how many there are now. */
export async function recordSecondFactorFailure(db: Executor, userId: string, at: Date): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ secondFactorFailures: sql`${users.secondFactorFailures} + 1`, secondFactorFailedAt: at })
    .where(eq(users.id, userId))
    .returning({ failures: users.secondFactorFailures });
  return row?.failures ?? 0;
}

export async function clearSecondFactorFailures(db: Executor, userId: string) {
  await db.update(users).set({ secondFactorFailures: 0, secondFactorFailedAt: null }).where(eq(users.id, userId));
}

/** Two-step verification off: the secret, its last step and the recovery codes are gone. */
export async function removeEnrolment(db: Executor, userId: string, at: Date) {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, updatedAt: at })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
