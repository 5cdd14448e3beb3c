import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { type NotificationData, notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import type { NotificationKind } from '#shared/constants/accounts.ts';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** What the event is about: the same event found again (a restart, another instance) adds nothing. */
  subjectKey: string;
  data?: NotificationData;
}

/**
 * Records that a member is to be told something; the time-driven sender emails it. A kind the member turned
 * off is not recorded at all, so it is neither emailed nor shown in the bell.
 */
export async function notify(db: Executor, notification: NewNotification, at: Date): Promise<void> {
  const [user] = await db.select({ off: users.notificationsOff }).from(users).where(eq(users.id, notification.userId));
  if (!user || user.off.includes(notification.kind)) return;
  await db
    .insert(notifications)
    .values({
      userId: notification.userId,
      kind: notification.kind,
      subjectKey: notification.subjectKey,
      data: notification.data ?? {},
      createdAt: at,
    })
    .onConflictDoNothing();
}
