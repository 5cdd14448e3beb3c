import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { recordAudit } from './record-audit.ts';

const t = setUpTestApp();

const context = {
  actor: { id: '11111111-1111-4111-8111-111111111111', email: 'admin@example.com' },
  ipAddress: '203.0.113.9',
  userAgent: 'test',
};

describe('the audit log', () => {
  it('keeps who, what, whom, when and from where', async () => {
    const at = new Date('2026-11-23T10:00:00Z');
    const target = { id: '22222222-2222-4222-8222-222222222222', email: 'member@example.com' };
    await recordAudit(t.db, context, { action: 'admin_granted', target, details: { reason: null } }, at);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, target.id));
    expect(row).toMatchObject({
      action: 'admin_granted',
      actorId: context.actor.id,
      actorEmail: 'admin@example.com',
      targetEmail: 'member@example.com',
      ipAddress: '203.0.113.9',
      createdAt: at,
    });
  });

  it('refuses every change and deletion, even by the database owner', async () => {
    await recordAudit(t.db, context, { action: 'client_records_exported', details: { rows: 3 } }, new Date());
    await expect(t.db.update(auditLog).set({ actorEmail: 'someone-else@example.com' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const rows = await t.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.actorEmail === 'admin@example.com')).toBe(true);
  });
});
