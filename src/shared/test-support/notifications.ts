import type { Notification, NotificationSettings, NotificationsResponse } from '#shared/schemas/auth.ts';
import { exampleOf } from '#shared/test-support/example.ts';

let sequence = 0;

/** A notice as the server answers one; unread unless `readAt` says otherwise. */
export const aNotification = exampleOf<Notification>(() => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    kind: 'plan_active',
    data: { plan: 'monthly' },
    createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    readAt: null,
  };
});

/** The bell's answer: the notices given, unread counted from them. */
export const inboxOf = (notifications: Notification[]): NotificationsResponse => ({
  notifications,
  unread: notifications.filter((notice) => notice.readAt === null).length,
});

/** Every notice by email: what a member starts with, and what a test turns back on. */
export const ALL_ON: NotificationSettings = {
  plan_active: true,
  letters_ready: true,
  answer_due_soon: true,
  bureau_late: true,
  step_late: true,
  answer_recorded: true,
  password_changed: true,
  new_sign_in: true,
  payment_failed: true,
  payment_due: true,
  mail_delivered: true,
  mail_returned: true,
  mail_rerouted: true,
  item_reinserted: true,
  new_negative_item: true,
};
