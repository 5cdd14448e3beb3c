import { describe, expect, it } from 'vitest';
import {
  clockNoticeOf,
  clockWindow,
  type DuePayment,
  lettersReadyNotices,
  paymentDueNotices,
  type ReadyLetter,
  type RunningClock,
} from './notices-due.ts';

const clock = (responseDueOn: string): RunningClock => ({
  userId: 'u1',
  disputeId: 'd1',
  bureau: 'experian',
  responseDueOn,
  subjectKey: `d1:experian:${responseDueOn}`,
});
// 15:00 UTC: the same calendar day from Guam to American Samoa.
const now = new Date('2026-12-01T15:00:00Z');

describe('clockNoticeOf', () => {
  it('says an answer is due soon within ANSWER_DUE_REMINDER_DAYS, due day included', () => {
    for (const dueOn of ['2026-12-01', '2026-12-06']) {
      expect(clockNoticeOf(clock(dueOn), now)).toEqual({
        userId: 'u1',
        kind: 'answer_due_soon',
        subjectKey: `d1:experian:${dueOn}`,
        data: { disputeId: 'd1', bureau: 'experian', dueOn },
      });
    }
  });

  it('says nothing of an answer due later than that', () => {
    expect(clockNoticeOf(clock('2026-12-07'), now)).toBeNull();
  });

  it('calls a bureau late only once its due day is over everywhere in the US', () => {
    expect(clockNoticeOf(clock('2026-11-30'), now)?.kind).toBe('bureau_late');
    // 05:00 UTC on Dec 1 is still Nov 30 in Hawaii and American Samoa: not late yet.
    expect(clockNoticeOf(clock('2026-11-30'), new Date('2026-12-01T05:00:00Z'))?.kind).toBe('answer_due_soon');
  });

  it('fetches exactly the due days the rule can act on', () => {
    expect(clockWindow(now)).toEqual({ lateBefore: '2026-12-01', soonBy: '2026-12-06' });
  });
});

describe('lettersReadyNotices', () => {
  const letter = (overrides: Partial<ReadyLetter>): ReadyLetter => ({
    userId: 'u1',
    disputeId: 'd1',
    disputeStatus: 'sent',
    subjectKey: '2026-11-10T15:00:00.000Z',
    rightToCancelEndsAt: new Date('2026-11-06T10:00:00Z'),
    ...overrides,
  });

  it('makes one notice for each batch, counting disputes rather than bureaus', () => {
    const notices = lettersReadyNotices(
      [
        letter({ disputeId: 'd1' }),
        letter({ disputeId: 'd1' }),
        letter({ disputeId: 'd2', disputeStatus: 'in_review' }),
        letter({ disputeId: 'd3', subjectKey: '2026-11-20T15:00:00.000Z' }),
        letter({ userId: 'u2', disputeId: 'd4' }),
      ],
      now,
    );
    expect(notices).toEqual([
      { userId: 'u1', kind: 'letters_ready', subjectKey: '2026-11-10T15:00:00.000Z', data: { disputes: 2 } },
      { userId: 'u1', kind: 'letters_ready', subjectKey: '2026-11-20T15:00:00.000Z', data: { disputes: 1 } },
      { userId: 'u2', kind: 'letters_ready', subjectKey: '2026-11-10T15:00:00.000Z', data: { disputes: 1 } },
    ]);
  });

  it('waits for the right to cancel to run out', () => {
    const inWindow = letter({ rightToCancelEndsAt: new Date('2026-12-01T15:00:00.001Z') });
    expect(lettersReadyNotices([inWindow], now)).toEqual([]);
  });

  it('leaves out a dispute that is closed', () => {
    expect(lettersReadyNotices([letter({ disputeStatus: 'resolved' })], now)).toEqual([]);
  });
});

describe('paymentDueNotices', () => {
  const due = (paymentId: string, rest: Partial<DuePayment> = {}): DuePayment => ({
    userId: 'u1',
    subscriptionId: 's1',
    paymentId,
    amountCents: 1_200,
    periodIndex: 0,
    paymentType: 'monthly',
    isFee: true,
    ...rest,
  });

  it("tells a period's charge with the fees due with it, for the total owed", () => {
    const charge = due('c0', { amountCents: 3_900, isFee: false });
    expect(paymentDueNotices([due('f2'), charge, due('f1')])).toEqual([
      {
        userId: 'u1',
        kind: 'payment_due',
        subjectKey: 'c0',
        data: {
          amountCents: 6_300,
          periodIndex: 0,
          plan: 'monthly',
          mailingCents: 2_400,
          mailedLetters: 2,
          feeIds: 'f2,f1',
        },
      },
    ]);
    expect(paymentDueNotices([charge])).toEqual([
      {
        userId: 'u1',
        kind: 'payment_due',
        subjectKey: 'c0',
        data: { amountCents: 3_900, periodIndex: 0, plan: 'monthly' },
      },
    ]);
  });

  it("tells fees due on their own (no charge of their period due with them) together, each member's apart", () => {
    const notices = paymentDueNotices([
      due('f3', { periodIndex: 1 }),
      due('c0', { amountCents: 3_900, isFee: false }),
      due('f2', { periodIndex: 1 }),
      // Another plan's period 0 is not this charge's.
      due('f9', { userId: 'u2', subscriptionId: 's2' }),
    ]);
    expect(notices).toEqual([
      {
        userId: 'u1',
        kind: 'payment_due',
        subjectKey: 'c0',
        data: { amountCents: 3_900, periodIndex: 0, plan: 'monthly' },
      },
      {
        userId: 'u1',
        kind: 'payment_due',
        subjectKey: 'f2',
        data: { amountCents: 2_400, mailedLetters: 2, feeIds: 'f2,f3' },
      },
      {
        userId: 'u2',
        kind: 'payment_due',
        subjectKey: 'f9',
        data: { amountCents: 1_200, mailedLetters: 1, feeIds: 'f9' },
      },
    ]);
  });
});
