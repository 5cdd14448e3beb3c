import { and, eq, getTableColumns, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { type UserRow, users } from '#server/db/schema/users.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';

export interface SessionDeps {
  db: Database;
  clock: Clock;
  sessionTtlMs: number;
}

/** The browser a session was started from, as the member's "signed-in devices" list names it. */
export interface SessionOrigin {
  userAgent: string | null;
  ipAddress: string | null;
}

/** Starts a session and answers the token for the cookie; only its hash is stored. */
export async function createSession(
  deps: Omit<SessionDeps, 'db'> & { db: Executor },
  userId: string,
  origin: SessionOrigin = { userAgent: null, ipAddress: null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = createSessionToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.sessionTtlMs);
  await deps.db.insert(sessions).values({
    idHash: hashSessionToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: origin.userAgent?.slice(0, 512) ?? null,
    ipAddress: origin.ipAddress,
  });
  await recordActivity(deps.db, userId, now);
  return { token, expiresAt };
}

/** How stale "last use" may get before a request writes it again: disposal counts in months. */
export const ACTIVITY_INTERVAL_MS = HOUR_MS;

/**
 * The member used the account (a sign-in, or a request in a session): the disposal of inactive accounts counts
 * from here, and a warning that theirs was about to go no longer holds (decision 017). Written only when the
 * stored one is older than ACTIVITY_INTERVAL_MS, so a busy member's row changes once an hour at most.
 */
export async function recordActivity(db: Executor, userId: string, at: Date): Promise<void> {
  const stale = new Date(at.getTime() - ACTIVITY_INTERVAL_MS);
  await db
    .update(users)
    .set({ lastActiveAt: at, inactivityWarnedAt: null })
    .where(and(eq(users.id, userId), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, stale))));
}

/** The signed-in user as handlers see it: everything but the password hash and the TOTP secret. */
export type SessionUser = Omit<UserRow, 'passwordHash' | 'totpSecret'>;
const { passwordHash: _passwordHash, totpSecret: _totpSecret, ...sessionUserColumns } = getTableColumns(users);

/** The session itself, as the guards need it: which one it is, and when it last passed the second factor. */
export interface SessionInfo {
  publicId: string;
  secondFactorAt: Date | null;
  lastSeenAt: Date | null;
  expiresAt: Date;
}

export interface FoundSession {
  user: SessionUser;
  session: SessionInfo;
}

/**
 * Finds the session whose token hashes to `idHash`, with its user, unless it has expired. Every signed-in request
 * no instance has cached runs it: it is prepared once per connection, so it is neither built nor planned again.
 */
export function prepareSessionLookup(deps: Pick<SessionDeps, 'db' | 'clock'>) {
  const lookup = deps.db
    .select({
      user: sessionUserColumns,
      session: {
        publicId: sessions.publicId,
        secondFactorAt: sessions.secondFactorAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup');
  return async (idHash: string): Promise<FoundSession | null> =>
    (await lookup.execute({ idHash, now: deps.clock.now() }))[0] ?? null;
}

/** "Last active" in the devices list: written at most every few minutes, not on every request. */
export async function touchSession(deps: Pick<SessionDeps, 'db'>, publicId: string, at: Date): Promise<void> {
  await deps.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.publicId, publicId));
}

export async function deleteSession(deps: Pick<SessionDeps, 'db'>, token: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.idHash, hashSessionToken(token)));
}

export async function deleteExpiredSessions(deps: Pick<SessionDeps, 'db' | 'clock'>): Promise<void> {
  await deps.db.delete(sessions).where(lte(sessions.expiresAt, deps.clock.now()));
}
