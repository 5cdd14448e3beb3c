import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { hashSessionToken } from '#server/sessions/session-token.ts';
import type { SignedInDevice } from '#shared/schemas/auth.ts';
import { deviceName } from './device-name.ts';

/** The member's sessions that are still good, the most recently active first. */
export async function listDevices(
  db: Executor,
  userId: string,
  currentPublicId: string | null,
  now: Date,
): Promise<SignedInDevice[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.publicId,
    device: deviceName(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.publicId === currentPublicId,
  }));
}

/** Ends one session, only if it is the member's own; answers whether it was. */
export async function deleteDevice(db: Executor, userId: string, publicId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ publicId: sessions.publicId });
  return deleted.length > 0;
}

/** Ends every session of the member, or every one but the session `keepToken` belongs to. */
export async function deleteUserSessions(db: Executor, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.idHash, hashSessionToken(keepToken)) : undefined));
}

/** How the devices list and the notifications name the session a token opens. */
export async function publicIdOfSession(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.idHash, hashSessionToken(token)));
  return row?.publicId ?? null;
}
