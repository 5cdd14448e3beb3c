import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, insertUsers } from '#server/test-support/admin.ts';
import { memberWithSentDisputes } from '#server/test-support/disputes.ts';
import { passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import {
  activateLegacyPurchase,
  legacyPendingMember,
  refundedLegacyMember,
  TEST_ACTIVATION_KEY,
} from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { DISPUTE_STATUSES, type DisputeStatus } from '#shared/constants/disputes.ts';
import type { Analytics } from '#shared/schemas/admin.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

const zeros = Object.fromEntries(DISPUTE_STATUSES.map((status) => [status, 0])) as Record<DisputeStatus, number>;

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 365 * 24 * 60 * 60 * 1000 });
  const answerAll = async (disputeId: string, outcome: string) => {
    for (const bureau of ['experian', 'equifax', 'transunion']) {
      await callAs(t, admin.cookie)('POST', `/api/admin/disputes/${disputeId}/bureaus/${bureau}/answer`, { outcome });
    }
  };
  // Week of Monday 2 November: the admin and the member sign up, the member starts the monthly plan (nothing
  // charged yet); a purchase of the monthly plan from the old pay-first flow is verified by the admin.
  t.clock.set(new Date('2026-11-02T15:00:00Z'));
  admin = await signUpAdmin(t);
  await activateLegacyPurchase(t, admin, await legacyPendingMember(t, { plan: 'monthly' }));
  // Week of 9 November (activeMember moves the clock 8 days): three disputes are created and sent.
  const member = await memberWithSentDisputes(t, admin, 3);
  const [first, second, third] = member.disputeIds as [string, string, string];
  await insertUsers(t, [
    { createdAt: new Date('2026-10-20T12:00:00Z') },
    { createdAt: new Date('2026-11-01T23:59:59Z') },
    { createdAt: new Date('2026-11-17T08:00:00Z') },
    { createdAt: new Date('2026-11-22T23:59:59Z') },
  ]);
  // Week of 16 November: one dispute is resolved.
  // Each move of the clock outlasts the admin's second factor, so it is passed again.
  t.clock.set(new Date('2026-11-18T10:00:00Z'));
  await passSecondFactor(t, admin);
  await answerAll(first, 'deleted');
  // Week of 23 November: one rejected, one in review, a draft withdrawn; a premium purchase from the old
  // pay-first flow activated and refunded.
  t.clock.set(new Date('2026-11-24T10:00:00Z'));
  await passSecondFactor(t, admin);
  await answerAll(second, 'verified');
  // The third item's bureaus vary with the demo report: the first one that reports it takes the dispute up.
  const disputes: DisputeResponse[] = (await callAs(t, member.cookie)('GET', '/api/disputes')).json();
  const thirdBureau = disputes.find((dispute) => dispute.id === third)?.bureaus[0]?.bureau;
  await callAs(t, admin.cookie)('POST', `/api/admin/disputes/${third}/bureaus/${thirdBureau}/answer`, {
    status: 'in_review',
  });
  const items = (await callAs(t, member.cookie)('GET', '/api/credit-report')).json().negativeItems;
  const draft = await callAs(t, member.cookie)('POST', '/api/disputes', {
    negativeItemId: items.find((item: { isDisputed: boolean }) => !item.isDisputed).id,
    disputeReason: 'not_mine',
  });
  await callAs(t, member.cookie)('PATCH', `/api/disputes/${draft.json().id}/status`, { status: 'withdrawn' });
  await refundedLegacyMember(t, admin);

  t.clock.set(new Date('2026-11-25T12:00:00Z'));
  await passSecondFactor(t, admin);
});
afterAll(async () => {
  await t.close();
});

const analytics = async (query = '') => {
  const res = await callAs(t, admin.cookie)('GET', `/api/admin/analytics?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Analytics;
};

describe('GET /api/admin/analytics', () => {
  it('answers every week of the range, Monday to Sunday in UTC, with the known figures', async () => {
    expect(await analytics('weeks=4')).toEqual({
      signupsPerWeek: [
        { weekStart: '2026-11-02', count: 3 },
        { weekStart: '2026-11-09', count: 0 },
        { weekStart: '2026-11-16', count: 2 },
        { weekStart: '2026-11-23', count: 1 },
      ],
      disputesByStatus: [
        { weekStart: '2026-11-02', counts: zeros },
        { weekStart: '2026-11-09', counts: { ...zeros, resolved: 1, rejected: 1, in_review: 1 } },
        { weekStart: '2026-11-16', counts: zeros },
        { weekStart: '2026-11-23', counts: { ...zeros, withdrawn: 1 } },
      ],
      // The started monthly plan has been charged nothing; the verified monthly purchase counts; the premium plan
      // was paid and refunded in full: verified payments less refunds is nothing.
      revenueByPlan: [
        { paymentType: 'per_dispute', revenueCents: 0 },
        { paymentType: 'monthly', revenueCents: 12_000 },
        { paymentType: 'premium', revenueCents: 0 },
      ],
      successRateTrend: [
        { weekStart: '2026-11-02', rate: null, ended: 0 },
        { weekStart: '2026-11-09', rate: null, ended: 0 },
        { weekStart: '2026-11-16', rate: 100, ended: 1 },
        { weekStart: '2026-11-23', rate: 0, ended: 1 },
      ],
    });
  });

  it('looks back twelve weeks by default, ending with the current week', async () => {
    const { signupsPerWeek, disputesByStatus, successRateTrend } = await analytics();
    for (const series of [signupsPerWeek, disputesByStatus, successRateTrend]) {
      expect(series.map((week) => week.weekStart)).toHaveLength(12);
      expect(series[0]?.weekStart).toBe('2026-09-07');
      expect(series.at(-1)?.weekStart).toBe('2026-11-23');
    }
    expect(signupsPerWeek.find((week) => week.weekStart === '2026-10-19')?.count).toBe(1);
    expect(signupsPerWeek.find((week) => week.weekStart === '2026-10-26')?.count).toBe(1);
    expect((await analytics('weeks=1')).signupsPerWeek).toEqual([{ weekStart: '2026-11-23', count: 1 }]);
  });

  it('refuses a range outside 1 to 52 weeks with 400', async () => {
    for (const query of ['weeks=0', 'weeks=53', 'weeks=two', 'weeks=1.5', 'from=2026-01-01']) {
      const res = await callAs(t, admin.cookie)('GET', `/api/admin/analytics?${query}`);
      expect([res.statusCode, res.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
