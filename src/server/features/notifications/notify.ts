import type { Executor } from '#server/db/client.ts';
import type { NotificationData } from '#server/db/schema/notifications.ts';
import type { NotificationKind } from '#shared/constants/accounts.ts';
import { findKindsTurnedOff, insertNotification } from './inbox-queries.ts';

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
  const off = await findKindsTurnedOff(db, notification.userId);
  if (!off || off.includes(notification.kind)) return;
  await insertNotification(db, {
    userId: notification.userId,
    kind: notification.kind,
    subjectKey: notification.subjectKey,
    data: notification.data ?? {},
    createdAt: at,
  });
}
