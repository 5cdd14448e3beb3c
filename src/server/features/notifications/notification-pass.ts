import { type DeliveryDeps, deliverNotificationEmails } from './deliver-notification-emails.ts';
import { detectNotifications } from './detect-notifications.ts';

/** How often time is checked for news and the news emailed: a due date is a day, an email a minute. */
export const NOTIFICATION_SWEEP_MS = 30 * 1000;

/** One pass: what time made worth telling is recorded, then everything recorded and not emailed yet is sent. */
export async function runNotificationPass(deps: DeliveryDeps): Promise<void> {
  await detectNotifications(deps.db, deps.clock.now());
  await deliverNotificationEmails(deps);
}
