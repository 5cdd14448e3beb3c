import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import { auditLog } from '#server/db/schema/audit.ts';
import { callAs } from '#server/test-support/admin.ts';
import { signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { AuditLogResponse } from '#shared/schemas/admin.ts';

let t: TestApp;
let admin: { cookie: string; id: string; email: string };
let member: { cookie: string; id: string; email: string };
const other: AuditContext = {
  actor: { id: '33333333-3333-4333-8333-333333333333', email: 'other.admin@example.com' },
  ipAddress: '198.51.100.7',
  userAgent: null,
};

beforeAll(async () => {
  t = await createTestApp();
  // The admin set up the second factor a minute before the rest, so the order of the entries is certain.
  t.clock.advance(-60_000);
  admin = await signUpAdmin(t);
  t.clock.advance(60_000);
  member = await signUpMember(t);
  const target = { id: member.id, email: member.email };
  await recordAudit(t.db, other, { action: 'admin_granted', target }, new Date('2026-11-01T00:00:00Z'));
  await recordAudit(t.db, other, { action: 'admin_revoked', target }, new Date('2026-11-10T23:59:59.999Z'));
  await recordAudit(
    t.db,
    other,
    { action: 'client_records_exported', details: { search: null, rowCount: 12 } },
    new Date('2026-11-11T00:00:00Z'),
  );
  // And one through the API, now (2026-11-22).
  await callAs(t, admin.cookie)('GET', `/api/admin/client-records/${member.id}/history`);
});
afterAll(async () => {
  await t.close();
});

const entries = async (query = '') => {
  const res = await callAs(t, admin.cookie)('GET', `/api/admin/audit-log?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditLogResponse;
};

describe('GET /api/admin/audit-log', () => {
  it('lists every entry, newest first, with who, what, whom, when and from where', async () => {
    const log = await entries();
    expect([log.total, log.totalCapped]).toEqual([5, false]);
    expect(log.entries.map((entry) => entry.action)).toEqual([
      'client_history_viewed',
      'two_factor_enrolled',
      'client_records_exported',
      'admin_revoked',
      'admin_granted',
    ]);
    expect(log.entries[0]).toEqual({
      id: expect.any(String),
      action: 'client_history_viewed',
      actorId: admin.id,
      actorEmail: admin.email,
      targetUserId: member.id,
      targetEmail: member.email,
      details: {},
      ipAddress: '127.0.0.1',
      userAgent: 'vitest-admin',
      createdAt: '2026-11-22T15:00:00.000Z',
    });
    expect(log.entries[1]).toMatchObject({ actorId: admin.id, targetUserId: null, details: {} });
    expect(log.entries[2]).toMatchObject({ targetUserId: null, details: { search: null, rowCount: 12 } });
  });

  it('filters by action, actor, target and day, and pages', async () => {
    const actions = async (query: string) => (await entries(query)).entries.map((entry) => entry.action);
    expect(await actions('action=admin_granted')).toEqual(['admin_granted']);
    expect(await actions(`actorId=${other.actor.id}`)).toHaveLength(3);
    expect(await actions(`targetUserId=${member.id}`)).toEqual([
      'client_history_viewed',
      'admin_revoked',
      'admin_granted',
    ]);
    expect(await actions('dateFrom=2026-11-01&dateTo=2026-11-10')).toEqual(['admin_revoked', 'admin_granted']);
    expect(await actions(`actorId=${admin.id}`)).toEqual(['client_history_viewed', 'two_factor_enrolled']);
    expect(await actions('dateFrom=2026-11-11')).toEqual([
      'client_history_viewed',
      'two_factor_enrolled',
      'client_records_exported',
    ]);
    const second = await entries('pageSize=3&page=2');
    expect([second.total, second.page, second.entries.map((entry) => entry.action)]).toEqual([
      5,
      2,
      ['admin_revoked', 'admin_granted'],
    ]);
    for (const query of ['dateFrom=2026-11-11&dateTo=2026-11-10', 'action=deleted', 'actorId=me', 'pageSize=500']) {
      expect((await callAs(t, admin.cookie)('GET', `/api/admin/audit-log?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('offers no way to change or delete an entry, and the database refuses one too', async () => {
    const [first] = (await entries()).entries;
    const before = await t.db.select().from(auditLog);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit-log', `/api/admin/audit-log/${first?.id}`]) {
        const res = await callAs(t, admin.cookie)(method, url, { action: 'admin_granted' });
        expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([404, 'NOT_FOUND']);
      }
    }
    await expect(t.db.execute(sql`update audit_log set actor_email = 'someone@example.com'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await t.db.select().from(auditLog)).toEqual(before);
  });
});
