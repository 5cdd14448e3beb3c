import { describe, expect, it } from 'vitest';
import { callAs, insertUsers } from '#server/test-support/admin.ts';
import {
  answerBureau,
  memberWithSentDisputes,
  memberWithVerifiedDispute,
  moveStep,
  takeStep,
} from '#server/test-support/disputes.ts';
import { passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import { TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';

const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 365 * 24 * 60 * 60 * 1000 });
const admin = setUpOnce(() => signUpAdmin(t));

const metrics = async () => (await callAs(t, admin.cookie)('GET', '/api/admin/metrics')).json();
const answer = (disputeId: string, bureau: string, outcome: string) =>
  callAs(t, admin.cookie)('POST', `/api/admin/disputes/${disputeId}/bureaus/${bureau}/answer`, { outcome });

describe('GET /api/admin/metrics', () => {
  it('counts a known data set exactly, and the success rate follows the bureaus’ answers', async () => {
    expect(await metrics()).toEqual({
      totalUsers: 1,
      activeSubscriptions: 0,
      pendingActivations: 0,
      monthlyRevenueCents: 0,
      totalDisputes: 0,
      disputeSuccessRate: null,
    });

    // One real member on the monthly plan with three sent disputes, and a withdrawn draft.
    const member = await memberWithSentDisputes(t, admin, 3);
    // Waiting out the member's right to cancel outlasted the admin's second factor.
    await passSecondFactor(t, admin);
    const [first, second, third] = member.disputeIds as [string, string, string];
    const items = (await callAs(t, member.cookie)('GET', '/api/credit-report')).json().negativeItems;
    const draft = await callAs(t, member.cookie)('POST', '/api/disputes', {
      negativeItemId: items.find((item: { isDisputed: boolean }) => !item.isDisputed).id,
      disputeReason: 'not_mine',
    });
    await callAs(t, member.cookie)('PATCH', `/api/disputes/${draft.json().id}/status`, { status: 'withdrawn' });
    await insertUsers(t, [
      { subscriptionStatus: 'pending_verification', subscriptionTier: 'monthly' },
      { subscriptionStatus: 'pending_verification', subscriptionTier: 'premium' },
      { subscriptionStatus: 'active', subscriptionTier: 'monthly' },
      { subscriptionStatus: 'active', subscriptionTier: 'monthly' },
      { subscriptionStatus: 'active', subscriptionTier: 'premium' },
      { subscriptionStatus: 'active', subscriptionTier: 'per_dispute' },
      { subscriptionStatus: 'inactive', subscriptionTier: 'premium' },
      { subscriptionStatus: 'incomplete' },
    ]);
    const counted = {
      totalUsers: 10,
      activeSubscriptions: 5,
      pendingActivations: 2,
      // The one-time member paid once: not monthly revenue.
      monthlyRevenueCents: 3 * 12_000 + 29_900,
      totalDisputes: 3,
    };
    expect(await metrics()).toEqual({ ...counted, disputeSuccessRate: null });

    for (const bureau of ['experian', 'equifax', 'transunion']) await answer(first, bureau, 'deleted');
    expect((await metrics()).disputeSuccessRate).toBe(100);
    for (const bureau of ['experian', 'equifax', 'transunion']) await answer(third, bureau, 'verified');
    expect((await metrics()).disputeSuccessRate).toBe(50);
    await answer(second, 'experian', 'verified');
    await answer(second, 'equifax', 'verified');
    expect((await metrics()).disputeSuccessRate).toBe(50);
    await answer(second, 'transunion', 'updated');
    expect(await metrics()).toEqual({ ...counted, disputeSuccessRate: 66.7 });
  });

  it('counts a dispute won once a later letter to a bureau that verified it ends in a deletion', async () => {
    const { member, dispute, bureau } = await memberWithVerifiedDispute(t, admin);
    for (const other of dispute.bureaus.filter((row) => row.bureau !== bureau)) {
      await answerBureau(t, member.cookie, { disputeId: dispute.id, bureau: other.bureau }, 'verified');
    }
    await passSecondFactor(t, admin);
    // Won 2, lost 2: the first test's three and this one, every bureau having verified it.
    expect((await metrics()).disputeSuccessRate).toBe(50);

    const today = t.clock.now().toISOString().slice(0, 10);
    const { step } = await takeStep(t, member.cookie, dispute.id, { kind: 'method_of_verification', bureau });
    const target = { disputeId: dispute.id, stepId: step.id };
    await moveStep(t, member.cookie, target, { action: 'sent', sentOn: today });
    await moveStep(t, member.cookie, target, { action: 'answered', outcome: 'deleted', answeredOn: today });
    expect((await metrics()).disputeSuccessRate).toBe(75);
  });
});
