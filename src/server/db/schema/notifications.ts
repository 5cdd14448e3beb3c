import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '#shared/constants/accounts.ts';
import { at, id } from './columns.ts';
import { memberId } from './users.ts';

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);
export const EMAIL_STATES = ['pending', 'sent', 'skipped', 'failed'] as const;
export const emailState = pgEnum('email_state', EMAIL_STATES);

export type NotificationData = Record<string, string | number | null>;

/**
 * What a member was told, in the bell and by email. (user, kind, subject) is unique, so the same event found
 * twice (a restart, a second instance) is one notification; the email is claimed with SKIP LOCKED and sent once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: memberId(),
    kind: notificationKind('kind').notNull(),
    /** What the event is about (a subscription, a dispute's bureau, a session): the de-duplication key. */
    subjectKey: text('subject_key').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
    emailState: emailState('email_state').notNull().default('pending'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    /** A claimed email is not claimed again until this passes (a sender that died mid-send is retried). */
    emailClaimedUntil: at('email_claimed_until'),
    emailSentAt: at('email_sent_at'),
  },
  (table) => [
    uniqueIndex('notifications_subject_key').on(table.userId, table.kind, table.subjectKey),
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_email_pending_idx').on(table.emailState),
  ],
);
