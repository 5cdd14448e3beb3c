import { type DeliveryDeps, deliverNotificationEmails } from './deliver-notification-emails.ts';
import { detectNotifications } from './detect-notifications.ts';

/** How often time is checked for news and the news emailed: a due date is a day, an email a minute. */
export const NOTIFICATION_SWEEP_MS = 30 * 1000;

/** One pass: what time made worth telling is recorded, then everything recorded and not emailed yet is sent. */
export async function runNotificationPass(deps: DeliveryDeps): Promise<void> {
  await detectNotifications(deps.db, deps.clock.now());
  await deliverNotificationEmails(deps);
}

/**
 * Runs a pass every NOTIFICATION_SWEEP_MS, never two at once in this process (a slow mail server must not
 * stack them up). `stop` waits for the pass under way, so the database is not closed beneath it.
 */
export function startNotificationSweep(deps: DeliveryDeps): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runNotificationPass(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'notification pass failed'))
      .finally(() => {
        running = null;
      });
  }, NOTIFICATION_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
