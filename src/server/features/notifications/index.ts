/** What other features and the composition root may use of notifications; everything else in this folder is its own. */

export { NOTIFICATION_SWEEP_MS, runNotificationPass } from './notification-pass.ts';
export { notify } from './notify.ts';
