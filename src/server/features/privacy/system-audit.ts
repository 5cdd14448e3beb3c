import type { AuditEntryInput } from '#server/audit/record-audit.ts';
import type { Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/audit.ts';

/**
 * The disposal job acts for nobody: no actor id, "system" where a person's email would be and "server" where
 * their address would be, so an entry never names a person who did not act.
 */
export const SYSTEM_AUDIT_ACTOR = { email: 'system', ipAddress: 'server' } as const;

export async function recordSystemAudit(db: Executor, entry: AuditEntryInput, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: null,
    actorEmail: SYSTEM_AUDIT_ACTOR.email,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    details: entry.details ?? {},
    ipAddress: SYSTEM_AUDIT_ACTOR.ipAddress,
    userAgent: null,
    createdAt: at,
  });
}
