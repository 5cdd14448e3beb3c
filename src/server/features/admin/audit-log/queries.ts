import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/audit.ts';
import type { AuditLogQuerySchema, AuditLogResponse } from '#shared/schemas/admin.ts';
import { dayRange } from '../filters.ts';
import { pageTotal } from '../total-queries.ts';

/** A page of the audit log, newest first, with how many entries match (capped: pageTotal). */
export async function findAuditEntries(
  db: Executor,
  query: z.output<typeof AuditLogQuerySchema>,
): Promise<AuditLogResponse> {
  const { from, before } = dayRange(query.dateFrom, query.dateTo);
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.targetUserId ? eq(auditLog.targetUserId, query.targetUserId) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    before ? lt(auditLog.createdAt, before) : undefined,
  );
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = await pageTotal(db, db.select({ one: sql`1` }).from(auditLog).where(where).$dynamic(), query);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    ...total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
