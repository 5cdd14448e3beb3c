import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '#shared/constants/admin.ts';
import { at, id } from './columns.ts';

export const auditAction = pgEnum('audit_action', AUDIT_ACTIONS);

export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * Who did what to whom, when and from where: every admin action and every read of another person's data.
 * Append-only: a trigger (migration 0006) refuses UPDATE, DELETE and TRUNCATE, and no route changes a row.
 * No foreign keys on purpose: an entry outlives the accounts it names, so the emails are kept as they were.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    action: auditAction('action').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    targetUserId: uuid('target_user_id'),
    targetEmail: text('target_email'),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_actor_idx').on(table.actorId),
    index('audit_log_target_idx').on(table.targetUserId),
    // The log filtered by a rare action: its page is read in order from here instead of walking every entry.
    index('audit_log_action_created_idx').on(table.action, table.createdAt, table.id),
  ],
);
