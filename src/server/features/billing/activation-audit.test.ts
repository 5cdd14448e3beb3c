import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { users } from '#server/db/schema/users.ts';
import { auditedCall, callAs } from '#server/test-support/admin.ts';
import { passSecondFactor, signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import {
  legacyPendingMember,
  TEST_ACTIVATION_KEY,
  TEST_PAYMENT_REFERENCE,
} from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';

const KEY = TEST_ACTIVATION_KEY;
const REFERENCE = TEST_PAYMENT_REFERENCE;
const t = setUpTestApp({ adminActivationKey: KEY, sessionTtlMs: 365 * 24 * 60 * 60 * 1000 });
const admin = setUpOnce(() => signUpAdmin(t));
/** The admin's caller, with the factor passed again: these tests move the clock past its 12 hours. */
const freshAdmin = async () => {
  await passSecondFactor(t, admin);
  return callAs(t, admin.cookie);
};

/** A purchase reported under the old pay-first flow, with `items` of the member's negative items queued. */
const pendingMember = (items = 0) => legacyPendingMember(t, { itemCount: items });
const entriesFor = (targetUserId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId));
const statusOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.subscriptionStatus;

describe('the activation’s audit entries', () => {
  it('records an activation with its payment reference and the disputes it sent', async () => {
    const member = await pendingMember(2);
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    const res = await (await freshAdmin())('POST', '/api/subscription/activate', {
      userId: member.id,
      adminKey: KEY,
      paymentReference: 'INV-2041',
    });
    expect(res.json()).toEqual({ userId: member.id, submittedDisputes: 2 });
    expect(await entriesFor(member.id)).toMatchObject([
      {
        action: 'subscription_activated',
        ...auditedCall(t, admin, member),
        details: { paymentReference: 'INV-2041', batch: false, submittedDisputes: 2, paymentId: expect.any(String) },
      },
    ]);
  });

  it('records each member a batch activated, and nobody it could not', async () => {
    const first = await pendingMember();
    const second = await pendingMember();
    const never = await signUpMember(t);
    const res = await (await freshAdmin())('POST', '/api/admin/subscription/batch-activate', {
      userIds: [first.id, second.id, never.id],
      adminKey: KEY,
      paymentReferences: { [first.id]: 'INV-1', [second.id]: 'INV-2', [never.id]: 'INV-3' },
    });
    expect(res.json()).toMatchObject({ successful: 2, totalProcessed: 3 });
    for (const [member, paymentReference] of [
      [first, 'INV-1'],
      [second, 'INV-2'],
    ] as const) {
      expect((await entriesFor(member.id)).map((entry) => [entry.action, entry.details])).toEqual([
        [
          'subscription_activated',
          { paymentReference, batch: true, submittedDisputes: 0, paymentId: expect.any(String) },
        ],
      ]);
    }
    expect(await entriesFor(never.id)).toEqual([]);
  });

  it('records a refused key although the request fails and nothing else changes', async () => {
    const member = await pendingMember();
    for (const [adminKey, reason] of [
      ['not-the-key', 'wrong'],
      [undefined, 'missing'],
    ] as const) {
      const res = await (await freshAdmin())('POST', '/api/subscription/activate', {
        userId: member.id,
        adminKey,
        paymentReference: REFERENCE,
      });
      expect([res.statusCode, res.json().code]).toEqual([403, 'ADMIN_KEY_REQUIRED']);
      const [entry] = (await entriesFor(member.id)).slice(-1);
      expect(entry).toMatchObject({
        action: 'activation_refused',
        actorId: admin.id,
        targetEmail: member.email,
        details: { reason, batch: false, userId: member.id },
      });
    }
    expect(await statusOf(member.id)).toBe('pending_verification');

    const batch = await (await freshAdmin())('POST', '/api/admin/subscription/batch-activate', {
      userIds: [member.id],
      adminKey: 'not-the-key',
      paymentReferences: { [member.id]: REFERENCE },
    });
    expect(batch.statusCode).toBe(403);
    const [refusal] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'activation_refused'))
      .orderBy(auditLog.createdAt)
      .then((rows) => rows.filter((row) => row.details.batch === true));
    expect(refusal).toMatchObject({ targetUserId: null, details: { reason: 'wrong', batch: true, userCount: 1 } });
    expect(await statusOf(member.id)).toBe('pending_verification');
  });

  it('records a refusal for an unknown member too, without a target', async () => {
    const userId = '00000000-0000-4000-8000-000000000000';
    const res = await (await freshAdmin())('POST', '/api/subscription/activate', {
      userId,
      adminKey: 'nope',
      paymentReference: REFERENCE,
    });
    expect(res.statusCode).toBe(403);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'activation_refused'));
    expect(rows.find((row) => row.details.userId === userId)).toMatchObject({
      targetUserId: null,
      details: { reason: 'wrong', batch: false, userId },
    });
  });
});
