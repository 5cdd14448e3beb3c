import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { payments, subscriptions } from '../../db/schema/billing.ts';
import { disputeBureaus, disputes } from '../../db/schema/disputes.ts';
import { users } from '../../db/schema/users.ts';
import { callAs } from '../../test-support/admin.ts';
import { memberWithSentDisputes } from '../../test-support/disputes.ts';
import { signUpAdmin, signUpMember } from '../../test-support/members.ts';
import { listRoutes } from '../../test-support/routes.ts';
import { TEST_ACTIVATION_KEY } from '../../test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: { cookie: string; id: string };
let member: { cookie: string; id: string };
let disputeId: string;

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 365 * 24 * 60 * 60 * 1000 });
  admin = await signUpAdmin(t);
  const withDispute = await memberWithSentDisputes(t, admin);
  disputeId = withDispute.disputeIds[0] as string;
  member = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

/**
 * Every admin endpoint, with real targets where the call would change something, so a refusal is seen to
 * change nothing: the member asks to make themselves an admin, to answer a real dispute, to activate.
 */
const endpoints = () =>
  [
    ['GET', '/api/admin/metrics'],
    ['GET', '/api/admin/analytics'],
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users/:userId/admin-status', { isAdmin: true }],
    ['GET', '/api/admin/disputes'],
    ['POST', '/api/admin/disputes/:disputeId/bureaus/:bureau/answer', { outcome: 'deleted' }],
    ['GET', '/api/admin/client-records'],
    ['GET', '/api/admin/client-records/export'],
    ['GET', '/api/admin/client-records/:userId/history'],
    ['GET', '/api/admin/audit-log'],
    ['POST', '/api/admin/subscription/batch-activate', { userIds: [member.id], adminKey: TEST_ACTIVATION_KEY }],
    ['POST', '/api/subscription/activate', { userId: member.id, adminKey: TEST_ACTIVATION_KEY }],
  ] as const;

const urlOf = (route: string) =>
  route.replace(':userId', member.id).replace(':disputeId', disputeId).replace(':bureau', 'experian');

/** Every row an admin action could touch, as text, to compare before and after. */
async function snapshot() {
  const tables = [users, auditLog, disputes, disputeBureaus, subscriptions, payments];
  return JSON.stringify(await Promise.all(tables.map((table) => t.db.select().from(table).orderBy(table.id))));
}

describe('the admin role matrix', () => {
  it('lists every /api/admin route the app registered', () => {
    const registered = listRoutes(t.app).filter(
      (route) => route.split(' ')[1]?.startsWith('/api/admin') && !route.startsWith('HEAD '),
    );
    const covered = endpoints()
      .map(([method, route]) => `${method} ${route}`)
      .filter((route) => route.includes(' /api/admin'));
    // A new admin route that is not in the matrix above fails here.
    expect(registered.sort()).toEqual(covered.sort());
  });

  it('answers 401 to a visitor and changes nothing', async () => {
    const before = await snapshot();
    for (const [method, route, body] of endpoints()) {
      const res = await callAs(t, undefined)(method, urlOf(route), body);
      expect([res.statusCode, res.json().code], route).toEqual([401, 'UNAUTHORIZED']);
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers 403 to a member and changes nothing', async () => {
    const before = await snapshot();
    for (const [method, route, body] of endpoints()) {
      const res = await callAs(t, member.cookie)(method, urlOf(route), body);
      expect([res.statusCode, res.json().code], route).toEqual([403, 'FORBIDDEN']);
    }
    expect(await snapshot()).toBe(before);
  });

  it('lets an admin through on every read', async () => {
    for (const [method, route] of endpoints()) {
      if (method !== 'GET') continue;
      expect((await callAs(t, admin.cookie)(method, urlOf(route))).statusCode, route).toBe(200);
    }
  });
});
