import { and, eq, getTableColumns, gt, lte } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database, Executor } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import { type UserRow, users } from '../db/schema/users.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';

export interface SessionDeps {
  db: Database;
  clock: Clock;
  sessionTtlMs: number;
}

/** Starts a session and answers the token for the cookie; only its hash is stored. */
export async function createSession(
  deps: Omit<SessionDeps, 'db'> & { db: Executor },
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = createSessionToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.sessionTtlMs);
  await deps.db.insert(sessions).values({ idHash: hashSessionToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The signed-in user as handlers see it: everything but the password hash. */
export type SessionUser = Omit<UserRow, 'passwordHash'>;
const { passwordHash: _passwordHash, ...sessionUserColumns } = getTableColumns(users);

export async function findSessionUser(deps: SessionDeps, token: string): Promise<SessionUser | null> {
  const rows = await deps.db
    .select({ user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashSessionToken(token)), gt(sessions.expiresAt, deps.clock.now())))
    .limit(1);
  return rows[0]?.user ?? null;
}

export async function deleteSession(deps: Pick<SessionDeps, 'db'>, token: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.idHash, hashSessionToken(token)));
}

export async function deleteExpiredSessions(deps: Pick<SessionDeps, 'db' | 'clock'>): Promise<void> {
  await deps.db.delete(sessions).where(lte(sessions.expiresAt, deps.clock.now()));
}
