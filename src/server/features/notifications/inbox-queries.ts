import { and, count, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { type NotificationData, notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import type { NotificationKind } from '#shared/constants/accounts.ts';

/** The bell shows this many at most, newest first. */
export const INBOX_SIZE = 50;

/** A member's notices, leaving out the kinds they turned off, and how many of those are unread. */
export async function findInbox(db: Database, userId: string, off: readonly NotificationKind[]) {
  const visible = and(
    eq(notifications.userId, userId),
    off.length > 0 ? notInArray(notifications.kind, [...off]) : undefined,
  );
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(visible)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(INBOX_SIZE);
  const [unread] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(visible, isNull(notifications.readAt)));
  return { rows, unread: unread?.count ?? 0 };
}

/** Marks the member's own notices read: those named, or all of them. Another member's ids match nothing. */
export async function markNotificationsRead(db: Database, userId: string, ids: string[] | undefined, now: Date) {
  if (ids?.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

export async function saveNotificationsOff(db: Database, userId: string, off: NotificationKind[], now: Date) {
  await db.update(users).set({ notificationsOff: off, updatedAt: now }).where(eq(users.id, userId));
}

/** The kinds of notice the member turned off, or null when there is no such member. */
export async function findKindsTurnedOff(db: Executor, userId: string): Promise<readonly NotificationKind[] | null> {
  const [user] = await db.select({ off: users.notificationsOff }).from(users).where(eq(users.id, userId));
  return user?.off ?? null;
}

/** Adds a notice; the same event found again (the same kind and subject) adds nothing. */
export async function insertNotification(
  db: Executor,
  notice: { userId: string; kind: NotificationKind; subjectKey: string; data: NotificationData; createdAt: Date },
): Promise<void> {
  await db.insert(notifications).values(notice).onConflictDoNothing();
}
