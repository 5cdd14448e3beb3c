import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
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

/** A notice about to be recorded: see notify.ts. */
export interface NoticeRow {
  userId: string;
  kind: NotificationKind;
  subjectKey: string;
  data: NotificationData;
}

/**
 * Adds notices in one statement, all at `createdAt`: the same event found again (the same member, kind and
 * subject) adds nothing, and neither does a notice to a member who turned its kind off or no longer exists, read
 * in the same statement so a setting changed meanwhile is respected.
 */
export async function insertNotifications(db: Executor, notices: readonly NoticeRow[], createdAt: Date): Promise<void> {
  if (notices.length === 0) return;
  await db.execute(sql`
    insert into ${notifications} (user_id, kind, subject_key, data, created_at)
    select incoming."userId", incoming.kind, incoming."subjectKey", incoming.data, ${createdAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(notices)}::jsonb)
      as incoming("userId" uuid, kind notification_kind, "subjectKey" text, data jsonb)
    join ${users} on ${users.id} = incoming."userId"
    where not ${users.notificationsOff} @> jsonb_build_array(incoming.kind)
    on conflict do nothing`);
}
