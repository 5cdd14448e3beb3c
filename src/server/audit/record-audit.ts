import type { FastifyRequest } from 'fastify';
import type { Executor } from '#server/db/client.ts';
import { type AuditDetails, auditLog } from '#server/db/schema/audit.ts';
import { currentUser } from '#server/plugins/auth-guard.ts';
import type { AuditAction } from '#shared/constants/admin.ts';

/** Who is acting and from where: taken once from the request, passed to the services that act. */
export interface AuditContext {
  actor: { id: string; email: string };
  ipAddress: string;
  userAgent: string | null;
}

/** `actor` defaults to the signed-in user; the second-factor routes name the session's user, which may still owe it. */
export function auditContextOf(
  request: FastifyRequest,
  actor: { id: string; email: string } = currentUser(request),
): AuditContext {
  const { id, email } = actor;
  return { actor: { id, email }, ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export interface AuditEntryInput {
  action: AuditAction;
  target?: { id: string; email: string } | null;
  details?: AuditDetails;
}

/** Appends one entry; called inside the action's own transaction, so an action and its record stand or fall together. */
export async function recordAudit(db: Executor, context: AuditContext, entry: AuditEntryInput, at: Date) {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: context.actor.id,
    actorEmail: context.actor.email,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    details: entry.details ?? {},
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
    createdAt: at,
  });
}
