import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { payments } from '#server/db/schema/billing.ts';
import { callAs } from '#server/test-support/admin.ts';
import { passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import { legacyPendingMember } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { PLANS } from '#shared/constants/plans.ts';

const t = setUpTestApp({ sessionTtlMs: 365 * 24 * 60 * 60 * 1000 });
const admin = setUpOnce(() => signUpAdmin(t));

/** A member who reported paying up front (the legacy flow) and cancelled inside the right to cancel: owed it back. */
async function owedARefund() {
  const member = await legacyPendingMember(t, { plan: 'monthly' });
  const cancelled = await callAs(t, member.cookie)('POST', '/api/subscription/cancel');
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [refund] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, member.id), eq(payments.kind, 'refund')));
  if (refund?.status !== 'refund_due') throw new Error('no refund owed');
  return { ...member, refundId: refund.id };
}

const settle = async (paymentId: string, body: object, cookie = admin.cookie) => {
  if (cookie === admin.cookie) await passSecondFactor(t, admin);
  return callAs(t, cookie)('POST', `/api/admin/payments/${paymentId}/refund-settled`, body);
};
const settlementsOf = (targetUserId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, targetUserId), eq(auditLog.action, 'refund_settled')));

describe('settling a refund owed', () => {
  it('records who settled it, for whom, the refund and its reference in the audit log', async () => {
    const member = await owedARefund();
    const done = await settle(member.refundId, { outcome: 'returned', paymentReference: 're_3Q-refund-1' });
    expect(done.json()).toEqual({ paymentId: member.refundId, status: 'refunded' });
    expect(await settlementsOf(member.id)).toMatchObject([
      {
        actorId: admin.id,
        actorEmail: admin.email,
        targetEmail: member.email,
        ipAddress: '127.0.0.1',
        details: {
          paymentId: member.refundId,
          refundOutcome: 'returned',
          paymentReference: 're_3Q-refund-1',
          refundCents: PLANS.monthly.priceCents,
        },
        createdAt: t.clock.now(),
      },
    ]);
  });

  it('records a payment that never arrived without a reference', async () => {
    const member = await owedARefund();
    const done = await settle(member.refundId, { outcome: 'not_received' });
    expect(done.json()).toEqual({ paymentId: member.refundId, status: 'cancelled' });
    expect((await settlementsOf(member.id)).map((entry) => entry.details)).toEqual([
      {
        paymentId: member.refundId,
        refundOutcome: 'not_received',
        paymentReference: null,
        refundCents: PLANS.monthly.priceCents,
      },
    ]);
  });

  it('records nothing for a settlement refused: a second click, a member, bad input', async () => {
    const member = await owedARefund();
    expect((await settle(member.refundId, { outcome: 'returned' })).statusCode).toBe(400);
    expect((await settle(member.refundId, { outcome: 'not_received' }, member.cookie)).statusCode).toBe(403);
    expect(await settlementsOf(member.id)).toEqual([]);
    expect((await settle(member.refundId, { outcome: 'not_received' })).statusCode).toBe(200);
    const again = await settle(member.refundId, { outcome: 'returned', paymentReference: 're_2' });
    expect(again.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'cancelled' });
    expect(await settlementsOf(member.id)).toHaveLength(1);
  });
});
