import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/constants/accounts.ts';
import type { NotificationSettings } from '#shared/schemas/auth.ts';

/** The settings as the member sees them (true = on) from the kinds stored as turned off. */
export const settingsOf = (off: readonly NotificationKind[]): NotificationSettings =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !off.includes(kind)])) as NotificationSettings;

/** What is stored: only the kinds turned off, so a kind added later starts on. */
export const kindsOff = (settings: NotificationSettings): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => !settings[kind]);
