import { describe, expect, it } from 'vitest';
import type { BureauDisputeStatus, DisputeStatus } from '#shared/constants/disputes.ts';
import { type DisputeFacts, mayBuyPlan, memberJourneyOf, type PlanFacts } from './member-journey.ts';

const now = new Date('2026-12-01T12:00:00Z');
const periodEnd = '2026-12-22T15:00:00.000Z';

const opened = '2026-11-22T15:00:00.000Z';
const period = { index: 1, endsAt: periodEnd, allowance: 5, remaining: 3, openedAt: opened };

const activePlan = (overrides: Partial<PlanFacts> = {}): PlanFacts => ({
  status: 'active',
  processor: 'manual',
  subscription: { rightToCancelEndsAt: '2026-11-26T05:00:00.000Z', endsAt: null },
  currentPeriod: period,
  payments: [],
  ...overrides,
});

type Payment = PlanFacts['payments'][number];
const aPayment = (overrides: Partial<Payment>): Payment => ({
  kind: 'renewal',
  status: 'completed',
  paymentType: 'monthly',
  amountCents: 12_000,
  periodIndex: 1,
  createdAt: '2026-11-22T15:00:00.000Z',
  reportedAt: null,
  failureReason: null,
  dueAt: null,
  ...overrides,
});
const insideWindow = activePlan({ subscription: { rightToCancelEndsAt: '2026-12-02T10:00:00.000Z', endsAt: null } });

const dispute = (status: DisputeStatus, bureaus: BureauDisputeStatus[] = [], queued = false): DisputeFacts => ({
  status,
  queued,
  bureaus: bureaus.map((bureauStatus) => ({ status: bureauStatus })),
});
const queuedDraft = dispute('draft', [], true);
const draft = dispute('draft');
const ready = dispute('sent', ['ready', 'mailed', 'mailed']);
const mailed = dispute('sent', ['mailed', 'delivered', 'in_review']);
const partlyAnswered = dispute('in_review', ['answered', 'mailed', 'mailed']);
const resolved = dispute('resolved', ['answered', 'answered', 'answered']);

const stageOf = (plan: PlanFacts, disputes: DisputeFacts[] = [], at = now) => memberJourneyOf(plan, disputes, at).stage;

describe('memberJourneyOf', () => {
  it('has no plan before any payment, and an ended plan once it is over', () => {
    const none = { subscription: null, currentPeriod: null, payments: [] };
    expect(stageOf(activePlan({ status: 'incomplete', ...none }), [draft])).toEqual({ kind: 'no_plan' });
    expect(stageOf(activePlan({ status: 'inactive', ...none }), [resolved])).toEqual({ kind: 'plan_ended' });
  });

  it('says a reported payment is being verified, with the drafts it queued', () => {
    const pending = activePlan({ status: 'pending_verification', currentPeriod: null });
    expect(stageOf(pending, [queuedDraft, queuedDraft, draft])).toEqual({ kind: 'payment_reported', queued: 2 });
    // A draft put aside while the payment is checked is waiting on it too.
    expect(stageOf(pending, [dispute('pending')])).toEqual({ kind: 'payment_reported', queued: 1 });
  });

  it('keeps an active member in the right to cancel until its instant, whatever else they have', () => {
    expect(stageOf(insideWindow, [queuedDraft, draft])).toEqual({
      kind: 'right_to_cancel',
      endsAt: '2026-12-02T10:00:00.000Z',
      queued: 1,
    });
    const lastMoment = new Date('2026-12-02T09:59:59.999Z');
    expect(stageOf(insideWindow, [], lastMoment).kind).toBe('right_to_cancel');
  });

  it('ends the right to cancel at its instant exactly, as the server does', () => {
    expect(stageOf(insideWindow, [], new Date('2026-12-02T10:00:00.000Z'))).toEqual({
      kind: 'allowance_left',
      remaining: 3,
      allowance: 5,
    });
  });

  it('asks for the letters to be mailed before anything else', () => {
    expect(stageOf(activePlan(), [mailed, partlyAnswered, ready, ready, resolved])).toEqual({
      kind: 'letters_ready',
      disputes: 2,
    });
    // A dispute whose bureau rows are not written yet is still waiting for its letters to be mailed.
    expect(stageOf(activePlan(), [dispute('submitted')])).toEqual({ kind: 'letters_ready', disputes: 1 });
  });

  it('tells of answers arriving before the disputes still waiting', () => {
    expect(stageOf(activePlan(), [mailed, partlyAnswered])).toEqual({ kind: 'answered', disputes: 1 });
  });

  it('waits for the bureaus once every letter is mailed', () => {
    expect(stageOf(activePlan(), [mailed, mailed, resolved, draft])).toEqual({ kind: 'mailed', disputes: 2 });
  });

  it('with nothing in the mail, gives the allowance left down to the last dispute', () => {
    const left = (remaining: number) =>
      stageOf(activePlan({ currentPeriod: { ...period, remaining } }), [resolved, draft]);
    expect(left(1)).toEqual({ kind: 'allowance_left', remaining: 1, allowance: 5 });
    expect(left(0)).toEqual({ kind: 'allowance_used', renewsAt: periodEnd });
  });

  it('promises no new allowance when none will come: one-time plans and plans being cancelled', () => {
    const used = { ...period, remaining: 0 };
    expect(stageOf(activePlan({ currentPeriod: { ...used, endsAt: null } }))).toEqual({
      kind: 'allowance_used',
      renewsAt: null,
    });
    const cancelling = activePlan({
      subscription: { rightToCancelEndsAt: '2026-11-26T05:00:00.000Z', endsAt: periodEnd },
      currentPeriod: used,
    });
    expect(memberJourneyOf(cancelling, [], now)).toEqual({
      stage: { kind: 'allowance_used', renewsAt: null },
      owed: null,
      refundOwed: null,
      planEndsAt: periodEnd,
      processor: 'manual',
    });
  });

  it('gives the end of a plan being cancelled on every active stage, and none otherwise', () => {
    const cancelling = activePlan({
      subscription: { rightToCancelEndsAt: '2026-11-26T05:00:00.000Z', endsAt: periodEnd },
    });
    expect(memberJourneyOf(cancelling, [ready], now).planEndsAt).toBe(periodEnd);
    expect(memberJourneyOf(activePlan(), [ready], now).planEndsAt).toBeNull();
  });
});

describe('memberJourneyOf, paying through a processor', () => {
  const waiting = { ...period, index: 2, remaining: 0, openedAt: null };

  it('calls a Stripe plan not yet active a card checkout to finish, and a manual one a payment being verified', () => {
    const pending = activePlan({ status: 'pending_verification', currentPeriod: null });
    expect(stageOf({ ...pending, processor: 'stripe' }, [queuedDraft, draft])).toEqual({
      kind: 'checkout_pending',
      queued: 1,
    });
    expect(stageOf(pending, [queuedDraft, draft])).toEqual({ kind: 'payment_reported', queued: 1 });
  });

  it('gives the processor with every stage, so each can be worded for it', () => {
    expect(memberJourneyOf(activePlan({ processor: 'stripe' }), [], now).processor).toBe('stripe');
    expect(memberJourneyOf(activePlan(), [], now).processor).toBe('manual');
  });

  it('says a past-due member’s charge was declined, with the reason of the latest failed charge', () => {
    const pastDue = activePlan({
      status: 'past_due',
      processor: 'stripe',
      payments: [
        aPayment({
          status: 'failed',
          periodIndex: 0,
          createdAt: '2026-10-22T15:00:00.000Z',
          failureReason: 'expired_card',
        }),
        aPayment({ status: 'failed', periodIndex: 1, failureReason: 'insufficient_funds' }),
        aPayment({ status: 'completed', periodIndex: 0, createdAt: '2026-11-30T15:00:00.000Z' }),
      ],
    });
    expect(memberJourneyOf(pastDue, [ready, mailed], now)).toEqual({
      stage: { kind: 'payment_failed', failureReason: 'insufficient_funds' },
      owed: null,
      refundOwed: null,
      planEndsAt: null,
      processor: 'stripe',
    });
    expect(stageOf(activePlan({ status: 'past_due', payments: [] }))).toEqual({
      kind: 'payment_failed',
      failureReason: null,
    });
  });

  it('holds a month whose allowance waits for its payment before anything else, with the day its renewal was reported', () => {
    const renewal = aPayment({
      status: 'awaiting_verification',
      periodIndex: 2,
      reportedAt: '2026-11-30T18:00:00.000Z',
    });
    const earlier = aPayment({ periodIndex: 1, reportedAt: '2026-10-30T18:00:00.000Z' });
    const awaiting = activePlan({ currentPeriod: waiting, payments: [earlier, renewal] });
    expect(stageOf(awaiting, [ready, partlyAnswered, mailed])).toEqual({
      kind: 'renewal_awaiting',
      reportedAt: '2026-11-30T18:00:00.000Z',
    });
    // Not reported yet: only an earlier month's renewal carries a date.
    expect(stageOf(activePlan({ currentPeriod: waiting, payments: [earlier] }))).toEqual({
      kind: 'renewal_awaiting',
      reportedAt: null,
    });
  });

  it('opens the month again, with its allowance, as soon as the period is opened', () => {
    expect(stageOf(activePlan({ currentPeriod: { ...waiting, remaining: 5, openedAt: now.toISOString() } }))).toEqual({
      kind: 'allowance_left',
      remaining: 5,
      allowance: 5,
    });
  });
});

describe('memberJourneyOf, money owed either way', () => {
  it('says what a manual member owes for a period that closed with letters, due or reported, even after the plan ended', () => {
    const due = aPayment({ kind: 'purchase', status: 'due', periodIndex: 0 });
    const owing = memberJourneyOf(activePlan({ payments: [due] }), [], now);
    expect(owing.owed).toEqual({ paymentType: 'monthly', amountCents: 12_000, periodIndex: 0, reportedAt: null });
    expect(owing.stage.kind).toBe('allowance_left');
    const reported = aPayment({
      kind: 'purchase',
      status: 'awaiting_verification',
      periodIndex: 0,
      reportedAt: opened,
    });
    expect(memberJourneyOf(activePlan({ status: 'inactive', payments: [reported] }), [], now).owed).toEqual({
      paymentType: 'monthly',
      amountCents: 12_000,
      periodIndex: 0,
      reportedAt: opened,
    });
    // Running, waived, paid, or a card charge: nothing for the member to pay by hand.
    const nothing = [
      aPayment({ status: 'scheduled' }),
      aPayment({ status: 'waived' }),
      aPayment({ status: 'completed' }),
    ];
    expect(memberJourneyOf(activePlan({ payments: nothing }), [], now).owed).toBeNull();
    expect(memberJourneyOf(activePlan({ processor: 'stripe', payments: [due] }), [], now).owed).toBeNull();
  });

  it('adds the fees of letters mailed for the member to what they owe, and shows fees owed alone as the last period’s', () => {
    const due = aPayment({ kind: 'renewal', status: 'due', periodIndex: 1 });
    const fee = aPayment({ kind: 'mailing', status: 'due', amountCents: 1_200, periodIndex: null });
    const cancelledFee = aPayment({ kind: 'mailing', status: 'cancelled', amountCents: 1_200, periodIndex: null });
    const withFees = memberJourneyOf(activePlan({ payments: [due, fee, cancelledFee] }), [], now).owed;
    expect(withFees).toEqual({ paymentType: 'monthly', amountCents: 13_200, periodIndex: 1, reportedAt: null });
    const paid = aPayment({ kind: 'renewal', status: 'completed', periodIndex: 1 });
    const alone = memberJourneyOf(activePlan({ payments: [paid, fee] }), [], now).owed;
    expect(alone).toEqual({ paymentType: 'monthly', amountCents: 1_200, periodIndex: 1, reportedAt: null });
  });

  it('says what we owe back after a cancellation, and by when', () => {
    const refund = aPayment({ kind: 'refund', status: 'refund_due', amountCents: -12_000, dueAt: periodEnd });
    expect(memberJourneyOf(activePlan({ status: 'inactive', payments: [refund] }), [], now).refundOwed).toEqual({
      amountCents: 12_000,
      dueAt: periodEnd,
    });
    const returned = { ...refund, status: 'refunded' as const };
    expect(memberJourneyOf(activePlan({ status: 'inactive', payments: [returned] }), [], now).refundOwed).toBeNull();
  });
});

describe('mayBuyPlan', () => {
  it('offers a plan only to a member without a running one', () => {
    expect(mayBuyPlan({ kind: 'no_plan' })).toBe(true);
    expect(mayBuyPlan({ kind: 'plan_ended' })).toBe(true);
    expect(mayBuyPlan({ kind: 'payment_reported', queued: 0 })).toBe(false);
    expect(mayBuyPlan({ kind: 'checkout_pending', queued: 0 })).toBe(false);
    expect(mayBuyPlan({ kind: 'payment_failed', failureReason: null })).toBe(false);
    expect(mayBuyPlan({ kind: 'renewal_awaiting', reportedAt: null })).toBe(false);
    expect(mayBuyPlan({ kind: 'right_to_cancel', endsAt: periodEnd, queued: 0 })).toBe(false);
    expect(mayBuyPlan({ kind: 'allowance_left', remaining: 1, allowance: 5 })).toBe(false);
    expect(mayBuyPlan({ kind: 'allowance_used', renewsAt: null })).toBe(false);
  });
});
