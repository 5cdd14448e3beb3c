import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, subscriptionHistory, subscriptions } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import { findPurchase } from '#server/features/billing/queries.ts';
import { startPlanIn } from '#server/features/billing/start-plan.ts';
import { findLetterConsumer } from '#server/features/profile/member-profile.ts';
import { sendDisputes } from '#server/test-support/disputes.ts';
import { memberWithAgreement, paymentsByPeriod, periodsOf } from '#server/test-support/subscriptions.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import { openPlan } from './open-plan.ts';
import { settleDueSubscriptions } from './settle-due-subscriptions.ts';
import { settleMember } from './settle-subscription.ts';
import { submitWithinAllowance } from './submit-within-allowance.ts';
import { findLatestPeriod, findOpenSubscription, prepareMayNeedSettling } from './subscription-queries.ts';

const DAY = 24 * 60 * 60 * 1000;
const t = setUpTestApp({ sessionTtlMs: 1000 * DAY });

interface Member {
  id: string;
  cookie: string;
  subscriptionId: string;
  items: string[];
}

/**
 * A member whose plan began now, as the member's start (manual) or Stripe's completed checkout opens it, with
 * the first `queued` of their negative items queued as drafts.
 */
async function planOpened(
  processor: PaymentProcessor,
  paymentType: PaymentType = 'monthly',
  queued = 0,
): Promise<Member> {
  const member = await memberWithAgreement(t, paymentType);
  const { items } = member;
  const now = t.clock.now();
  const subscriptionId = await t.db.transaction(async (tx) => {
    const selection = { paymentType, selectedItems: items.slice(0, queued) };
    const started = await startPlanIn(tx, member.id, selection, { now, processor, cipher: t.cipher });
    if (processor === 'manual') return started.subscriptionId;
    // Stripe: the completed checkout opens it, the card saved.
    const subscription = await findOpenSubscription(tx, member.id);
    const purchase = subscription ? await findPurchase(tx, subscription.id) : null;
    if (!subscription || !purchase) throw new Error('no purchase');
    await openPlan(tx, {
      subscription,
      purchaseId: purchase.id,
      purchase: { status: 'scheduled' },
      actorId: null,
      now,
      cipher: t.cipher,
    });
    return subscription.id;
  });
  return { id: member.id, cookie: member.cookie, subscriptionId, items: items.slice(queued) };
}

/** What settling may change: the plan, its periods and charges, the member's drafts and status. */
const stateOf = async (member: Member) => ({
  subscriptions: await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)),
  periods: await periodsOf(t, member),
  payments: await paymentsByPeriod(t, member),
  disputes: await t.db
    .select({ id: disputes.id, status: disputes.status, queued: disputes.queuedByPaymentId })
    .from(disputes)
    .where(eq(disputes.userId, member.id))
    .orderBy(asc(disputes.id)),
  status: (await t.db.select({ status: users.subscriptionStatus }).from(users).where(eq(users.id, member.id)))[0],
});

const mayNeedSettling = (userId: string, now: Date) => prepareMayNeedSettling(t.db)(userId, now);

/**
 * Settles as the sweep does. Every scenario below also checks the current-user answer's shortcut: whenever
 * `mayNeedSettling` says there is nothing to do, settling must change nothing.
 */
async function settle(member: Member) {
  const now = t.clock.now();
  if (await mayNeedSettling(member.id, now)) return settleMember(t.db, t.cipher, member.id, now);
  const before = await stateOf(member);
  const status = await settleMember(t.db, t.cipher, member.id, now);
  expect(await stateOf(member), 'settled something mayNeedSettling said was not there').toEqual(before);
  return status;
}
const chargesOf = async (member: Member) =>
  (await paymentsByPeriod(t, member)).map((row) => [row.periodIndex, row.kind, row.status]);
const at = (iso: string) => new Date(iso);

/** Sends a letter for one more of the member's items in the current period. */
async function sendLetter(member: Member) {
  await sendDisputes(t, member.cookie, member.items.splice(0, 1));
}

describe('a manual start', () => {
  it('charges nothing: the plan is active, its first period open, its price scheduled for after the period', async () => {
    t.clock.set(at('2026-11-22T15:00:00Z'));
    const member = await planOpened('manual', 'monthly', 1);
    expect(await chargesOf(member)).toEqual([[0, 'purchase', 'scheduled']]);
    expect(await periodsOf(t, member)).toMatchObject([{ index: 0, openedAt: at('2026-11-22T15:00:00Z') }]);
    const [user] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(user?.subscriptionStatus).toBe('active');
    const answer = await t.app.inject({ method: 'GET', url: '/api/subscription', headers: { cookie: member.cookie } });
    expect(answer.json()).toMatchObject({ status: 'active', currentPeriod: { index: 0, remaining: 5 } });
  });

  it('needs settling while drafts wait out the right to cancel and at the month’s end, not in between', async () => {
    t.clock.set(at('2026-11-22T15:00:00Z'));
    const member = await planOpened('manual', 'monthly', 1);
    expect(await mayNeedSettling(member.id, t.clock.now())).toBe(true);
    t.clock.set(at('2026-11-30T15:00:00Z'));
    await settle(member);
    expect((await stateOf(member)).disputes.filter((row) => row.status !== 'draft')).toHaveLength(1);
    expect(await mayNeedSettling(member.id, t.clock.now())).toBe(false);
    expect(await mayNeedSettling(member.id, at('2026-12-22T15:00:00Z'))).toBe(true);
  });
});

describe.each(['stripe', 'manual'] as const)('%s periods', (processor) => {
  it('bills a month that closed with letters and keeps the next one closed until it is paid', async () => {
    t.clock.set(at('2026-11-22T15:00:00Z'));
    const member = await planOpened(processor, 'monthly', 1);
    t.clock.set(at('2026-11-30T15:00:00Z'));
    await settle(member);
    expect(await chargesOf(member)).toEqual([[0, 'purchase', 'scheduled']]);

    t.clock.set(at('2026-12-22T15:00:00Z'));
    await settle(member);
    expect(await chargesOf(member)).toEqual([
      [0, 'purchase', 'due'],
      [1, 'renewal', 'scheduled'],
    ]);
    expect((await periodsOf(t, member))[1]).toMatchObject({ openedAt: null });

    // Paid (Stripe's invoice.paid event, or an admin's verification, completes it): the waiting month opens when
    // next settled, if the payment's own path did not open it.
    await t.db.update(payments).set({ status: 'completed' }).where(eq(payments.subscriptionId, member.subscriptionId));
    t.clock.set(at('2026-12-23T09:00:00Z'));
    await settle(member);
    expect((await periodsOf(t, member))[1]).toMatchObject({ openedAt: at('2026-12-23T09:00:00Z') });
  });

  it('waives a month without letters and opens the next from its start', async () => {
    t.clock.set(at('2026-11-22T15:00:00Z'));
    const member = await planOpened(processor);
    t.clock.set(at('2026-12-25T00:00:00Z'));
    await settle(member);
    expect(await chargesOf(member)).toEqual([
      [0, 'purchase', 'waived'],
      [1, 'renewal', 'scheduled'],
    ]);
    expect((await periodsOf(t, member))[1]).toMatchObject({ openedAt: at('2026-12-22T15:00:00Z') });
  });

  it('catches up months nobody looked at: the owed one billed, the empty ones waived, the current one waiting', async () => {
    t.clock.set(at('2026-11-22T15:00:00Z'));
    const member = await planOpened(processor, 'monthly', 2);
    t.clock.set(at('2026-11-30T15:00:00Z'));
    await settle(member);
    t.clock.set(at('2027-02-25T00:00:00Z'));
    await settle(member);
    expect(await chargesOf(member)).toEqual([
      [0, 'purchase', 'due'],
      [1, 'renewal', 'waived'],
      [2, 'renewal', 'waived'],
      [3, 'renewal', 'scheduled'],
    ]);
    expect((await periodsOf(t, member)).map((period) => period.openedAt)).toEqual([
      at('2026-11-22T15:00:00Z'),
      null,
      null,
      null,
    ]);
  });

  it('bills the last month of a plan cancelled at its end, and begins no other', async () => {
    t.clock.set(at('2026-11-22T15:00:00Z'));
    const member = await planOpened(processor, 'monthly', 1);
    t.clock.set(at('2026-11-30T15:00:00Z'));
    await settle(member);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { cookie: member.cookie },
    });
    expect(cancelled.json().subscription.endsAt).toBe('2026-12-22T15:00:00.000Z');
    t.clock.set(at('2027-01-05T00:00:00Z'));
    expect(await settle(member)).toBe('inactive');
    expect(await chargesOf(member)).toEqual([[0, 'purchase', 'due']]);
    expect(await periodsOf(t, member)).toHaveLength(1);
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, member.subscriptionId));
    expect(subscription?.endedAt).toEqual(at('2026-12-22T15:00:00Z'));
  });

  it('bills the one-time plan once its allowance is used up', async () => {
    t.clock.set(at('2026-11-22T15:00:00Z'));
    const member = await planOpened(processor, 'per_dispute', 2);
    expect(await chargesOf(member)).toEqual([[0, 'purchase', 'scheduled']]);
    t.clock.set(at('2026-11-30T15:00:00Z'));
    await settle(member);
    expect((await periodsOf(t, member))[0]).toMatchObject({ used: 2, endsAt: null });
    expect(await chargesOf(member)).toEqual([[0, 'purchase', 'due']]);
  });

  it('bills the one-time plan a month after activation for the letters it has, or at its first letter after that', async () => {
    t.clock.set(at('2026-11-22T15:00:00Z'));
    const early = await planOpened(processor, 'per_dispute', 1);
    const late = await planOpened(processor, 'per_dispute');
    t.clock.set(at('2026-11-30T15:00:00Z'));
    await settle(early);
    expect(await chargesOf(early)).toEqual([[0, 'purchase', 'scheduled']]);

    // Nobody looks: the sweep finds the month over and bills the plan that has a letter.
    t.clock.set(at('2026-12-22T15:00:00Z'));
    expect(await settleDueSubscriptions(t.db, t.cipher, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await chargesOf(early)).toEqual([[0, 'purchase', 'due']]);
    expect(await chargesOf(late)).toEqual([[0, 'purchase', 'scheduled']]);

    t.clock.set(at('2027-01-10T15:00:00Z'));
    await sendLetter(late);
    await settle(late);
    expect(await chargesOf(late)).toEqual([[0, 'purchase', 'due']]);
  });

  it('is found by the sweep when a month has ended without anyone looking', async () => {
    t.clock.set(at('2027-03-01T15:00:00Z'));
    const member = await planOpened(processor);
    // Other members' months are brought up to date; this one's is still running.
    await settleDueSubscriptions(t.db, t.cipher, at('2027-03-20T00:00:00Z'));
    expect(await settleDueSubscriptions(t.db, t.cipher, at('2027-03-20T00:00:00Z'))).toBe(0);
    expect(await chargesOf(member)).toEqual([[0, 'purchase', 'scheduled']]);
    t.clock.set(at('2027-04-01T15:00:00Z'));
    expect(await settleDueSubscriptions(t.db, t.cipher, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await chargesOf(member)).toEqual([
      [0, 'purchase', 'waived'],
      [1, 'renewal', 'scheduled'],
    ]);
    expect(await settleDueSubscriptions(t.db, t.cipher, t.clock.now())).toBe(0);
  });
});

describe('Stripe: a declined charge', () => {
  it('opens nothing new for a member past due, and opens the waiting month once they are not', async () => {
    t.clock.set(at('2026-11-22T15:00:00Z'));
    const member = await planOpened('stripe');
    await t.db.update(users).set({ subscriptionStatus: 'past_due' }).where(eq(users.id, member.id));
    t.clock.set(at('2026-12-23T00:00:00Z'));
    await settle(member);
    expect(await chargesOf(member)).toEqual([
      [0, 'purchase', 'waived'],
      [1, 'renewal', 'scheduled'],
    ]);
    expect((await periodsOf(t, member))[1]).toMatchObject({ openedAt: null });
    const [renewed] = await t.db
      .select()
      .from(subscriptionHistory)
      .where(eq(subscriptionHistory.subscriptionId, member.subscriptionId))
      .orderBy(asc(subscriptionHistory.createdAt))
      .then((rows) => rows.filter((row) => row.action === 'renewed'));
    expect(renewed).toMatchObject({ newStatus: 'past_due', createdAt: at('2026-12-22T15:00:00Z') });

    await t.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, member.id));
    await settle(member);
    expect((await periodsOf(t, member))[1]).toMatchObject({ openedAt: at('2026-12-23T00:00:00Z') });
  });
});

describe('a member past due', () => {
  it('sends nothing by any path: the queued drafts wait, the allowance lends none, until the charge is paid', async () => {
    t.clock.set(at('2027-05-01T15:00:00Z'));
    const member = await planOpened('stripe', 'monthly', 2);
    await t.db.update(users).set({ subscriptionStatus: 'past_due' }).where(eq(users.id, member.id));
    // The right to cancel has run out: an active member's queued drafts would go out now.
    t.clock.set(at('2027-05-09T15:00:00Z'));
    await settle(member);
    const drafts = await t.db.select().from(disputes).where(eq(disputes.userId, member.id));
    expect(drafts.map((draft) => [draft.status, draft.queuedByPaymentId !== null])).toEqual([
      ['draft', true],
      ['draft', true],
    ]);

    const sent = await t.db.transaction(async (tx) => {
      const consumer = await findLetterConsumer(tx, t.cipher, member.id);
      const period = await findLatestPeriod(tx, member.subscriptionId);
      if (!consumer || !period) throw new Error('nothing to send with');
      return submitWithinAllowance(tx, {
        consumer,
        cipher: t.cipher,
        userId: member.id,
        disputeIds: drafts.map((draft) => draft.id),
        period,
        now: t.clock.now(),
      });
    });
    expect(sent).toEqual([]);

    await t.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, member.id));
    await settle(member);
    const after = await t.db.select().from(disputes).where(eq(disputes.userId, member.id));
    expect(after.filter((dispute) => dispute.status !== 'draft')).toHaveLength(2);
  });
});
