import { describe, expect, it } from 'vitest';
import { type CancellationFacts, decideCancellation, type PaymentFacts, refundOwed } from './cancellation.ts';

const now = new Date('2026-12-01T12:00:00Z');
const periodEnd = new Date('2026-12-22T15:00:00Z');
const facts = (overrides: Partial<CancellationFacts> = {}): CancellationFacts => ({
  status: 'active',
  billing: 'monthly',
  now,
  rightToCancelEndsAt: new Date('2026-11-26T05:00:00Z'),
  currentPeriodEndsAt: periodEnd,
  disputesSent: 3,
  endsAt: null,
  ...overrides,
});

describe('decideCancellation', () => {
  it('refunds everything inside the 3-business-day window, even after disputes were sent', () => {
    const inside = { rightToCancelEndsAt: new Date('2026-12-02T05:00:00Z') };
    expect(decideCancellation(facts(inside))).toEqual({ kind: 'immediate', refund: true, reason: 'right_to_cancel' });
    expect(decideCancellation(facts({ ...inside, billing: 'one_time', currentPeriodEndsAt: null }))).toEqual({
      kind: 'immediate',
      refund: true,
      reason: 'right_to_cancel',
    });
  });

  it('ends a past-due plan now, without a refund, for its own reason: the declined charge was for letters already written', () => {
    expect(decideCancellation(facts({ status: 'past_due' }))).toEqual({
      kind: 'immediate',
      refund: false,
      reason: 'payment_failed',
    });
    expect(decideCancellation(facts({ status: 'past_due', billing: 'one_time', currentPeriodEndsAt: null }))).toEqual({
      kind: 'immediate',
      refund: false,
      reason: 'payment_failed',
    });
  });

  it('closes the window at its midnight exactly', () => {
    expect(decideCancellation(facts({ rightToCancelEndsAt: now })).kind).toBe('end_of_period');
  });

  it('ends a monthly plan with the period already paid for', () => {
    expect(decideCancellation(facts())).toEqual({ kind: 'end_of_period', effectiveAt: periodEnd });
    expect(decideCancellation(facts({ billing: 'monthly', disputesSent: 0 }))).toEqual({
      kind: 'end_of_period',
      effectiveAt: periodEnd,
    });
  });

  it('keeps a one-time payment once a dispute went out, refunds it when none did', () => {
    const oneTime = { billing: 'one_time' as const, currentPeriodEndsAt: null };
    expect(decideCancellation(facts(oneTime))).toEqual({ kind: 'immediate', refund: false, reason: 'services_begun' });
    expect(decideCancellation(facts({ ...oneTime, disputesSent: 0 }))).toEqual({
      kind: 'immediate',
      refund: true,
      reason: 'not_started',
    });
  });

  it('owes back what was reported for a plan that never started, inside the window or after it', () => {
    const pending = { status: 'pending_verification' as const, currentPeriodEndsAt: null };
    expect(decideCancellation(facts({ ...pending, rightToCancelEndsAt: null }))).toEqual({
      kind: 'immediate',
      refund: true,
      reason: 'not_verified',
    });
    expect(decideCancellation(facts({ ...pending, rightToCancelEndsAt: new Date('2026-12-02T05:00:00Z') }))).toEqual({
      kind: 'immediate',
      refund: true,
      reason: 'right_to_cancel',
    });
  });

  it('ends a monthly plan without a period at once, with no refund', () => {
    expect(decideCancellation(facts({ currentPeriodEndsAt: null }))).toEqual({
      kind: 'end_of_period',
      effectiveAt: now,
    });
  });

  it('refuses what cannot be cancelled', () => {
    expect(decideCancellation(facts({ status: 'incomplete' }))).toEqual({
      kind: 'refused',
      reason: 'nothing_to_cancel',
    });
    expect(decideCancellation(facts({ status: 'inactive' }))).toEqual({ kind: 'refused', reason: 'nothing_to_cancel' });
    expect(decideCancellation(facts({ endsAt: periodEnd }))).toEqual({ kind: 'refused', reason: 'already_cancelling' });
  });
});

describe('refundOwed', () => {
  const payment = (overrides: Partial<PaymentFacts> = {}): PaymentFacts => ({
    kind: 'purchase',
    status: 'completed',
    amountCents: 9_900,
    reportedAt: null,
    ...overrides,
  });

  it('owes back a reported payment nobody verified yet, due 10 days after the cancellation', () => {
    const reported = payment({ status: 'awaiting_verification', reportedAt: new Date('2026-11-30T10:00:00Z') });
    expect(refundOwed([reported], now)).toEqual({
      amountCents: 9_900,
      dueAt: new Date('2026-12-11T12:00:00Z'),
    });
  });

  it('adds verified payments and takes off refunds already owed', () => {
    const rows = [
      payment(),
      payment({ kind: 'renewal', amountCents: 4_900 }),
      payment({ kind: 'refund', status: 'refund_due', amountCents: -4_900 }),
    ];
    expect(refundOwed(rows, now)?.amountCents).toBe(9_900);
  });

  it('owes nothing for charges never paid: scheduled, due, waived, cancelled, or awaiting without a report', () => {
    const rows = [
      payment({ status: 'scheduled' }),
      payment({ status: 'due' }),
      payment({ status: 'waived' }),
      payment({ status: 'cancelled' }),
      payment({ status: 'awaiting_verification' }),
    ];
    expect(refundOwed(rows, now)).toBeNull();
    expect(refundOwed([], now)).toBeNull();
  });
});
