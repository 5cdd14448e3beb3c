import type { Executor } from '#server/db/client.ts';
import type { NotificationData } from '#server/db/schema/notifications.ts';
import type { NotificationKind } from '#shared/constants/accounts.ts';
import { insertNotifications } from './inbox-queries.ts';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** What the event is about: the same event found again (a restart, another instance) adds nothing. */
  subjectKey: string;
  data?: NotificationData;
}

/** A backlog (the first pass after days down) is recorded a bounded statement at a time. */
const NOTICES_A_STATEMENT = 1000;

/**
 * Records that members are to be told something; the time-driven sender emails it. A kind the member turned
 * off is not recorded at all, so it is neither emailed nor shown in the bell. However many, one statement.
 */
export async function notifyAll(db: Executor, notices: readonly NewNotification[], at: Date): Promise<void> {
  for (let start = 0; start < notices.length; start += NOTICES_A_STATEMENT) {
    const batch = notices.slice(start, start + NOTICES_A_STATEMENT);
    await insertNotifications(
      db,
      batch.map((notice) => ({ ...notice, data: notice.data ?? {} })),
      at,
    );
  }
}

/** Records that a member is to be told something (see notifyAll). */
export async function notify(db: Executor, notification: NewNotification, at: Date): Promise<void> {
  await notifyAll(db, [notification], at);
}
