import type { Bureau } from '#shared/constants/bureaus.ts';
import type { DisputeStatus } from '#shared/constants/disputes.ts';
import { ANSWER_DUE_REMINDER_DAYS } from '#shared/constants/disputes.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import { daysUntil, todayBounds } from '#shared/rules/bureau-clock.ts';
import { disputePhaseOf } from '#shared/rules/dispute-phase.ts';
import { isOverdue } from '#shared/rules/follow-ups.ts';
import { addDays } from '#shared/rules/iso-date.ts';
import type { NewNotification } from './notify.ts';

/**
 * The due days worth looking at now: a bureau whose due day is before `lateBefore` is late (`isLate`), one due
 * by `soonBy` is due soon; a later one is not news yet. The queries fetch only these; the rules below decide.
 */
export function clockWindow(now: Date): { lateBefore: string; soonBy: string } {
  const { earliest } = todayBounds(now);
  return { lateBefore: earliest, soonBy: addDays(earliest, ANSWER_DUE_REMINDER_DAYS) };
}

/** A mailed letter the bureau has not answered, with the key its notices share (see detection-queries.ts). */
export interface RunningClock {
  userId: string;
  disputeId: string;
  bureau: Bureau;
  responseDueOn: string;
  subjectKey: string;
}

/** Late once the due day is over everywhere in the US; due soon within ANSWER_DUE_REMINDER_DAYS; else nothing. */
export function clockNoticeOf(clock: RunningClock, now: Date): NewNotification | null {
  const { userId, disputeId, bureau, responseDueOn: dueOn, subjectKey } = clock;
  const data = { disputeId, bureau, dueOn };
  if (isOverdue({ bureau, responseDueOn: dueOn, outcome: null }, now)) {
    return { userId, kind: 'bureau_late', subjectKey, data };
  }
  const days = daysUntil(dueOn, now);
  if (days === null || days > ANSWER_DUE_REMINDER_DAYS) return null;
  return { userId, kind: 'answer_due_soon', subjectKey, data };
}

/** One dispute's letter to one bureau still waiting to be mailed; the disputes sent together share `subjectKey`. */
export interface ReadyLetter {
  userId: string;
  disputeId: string;
  disputeStatus: DisputeStatus;
  subjectKey: string;
  rightToCancelEndsAt: Date;
}

/**
 * One notice for each batch of disputes whose letters wait to be mailed, once the right to cancel has run out
 * (as the member's journey says it: before then no letter is written), counting the disputes, not the bureaus.
 */
export function lettersReadyNotices(letters: readonly ReadyLetter[], now: Date): NewNotification[] {
  const batches = new Map<string, { userId: string; subjectKey: string; disputes: Set<string> }>();
  for (const letter of letters) {
    if (now < letter.rightToCancelEndsAt) continue;
    // A letter in 'ready' is all the phase needs to see: one is enough to make the dispute ready to mail.
    const phase = disputePhaseOf({ status: letter.disputeStatus, queued: false, bureaus: [{ status: 'ready' }] });
    if (phase !== 'ready_to_mail') continue;
    const id = `${letter.userId}|${letter.subjectKey}`;
    const batch = batches.get(id) ?? { userId: letter.userId, subjectKey: letter.subjectKey, disputes: new Set() };
    batch.disputes.add(letter.disputeId);
    batches.set(id, batch);
  }
  return [...batches.values()].map(({ userId, subjectKey, disputes }) => ({
    userId,
    kind: 'letters_ready',
    subjectKey,
    data: { disputes: disputes.size },
  }));
}

/** A manual payment due for a closed period's letters, not told yet (see detection-queries.ts). */
export interface DuePayment {
  userId: string;
  paymentId: string;
  amountCents: number;
  /** The period whose letters it pays for, 0 the first (the one-time plan's only one). */
  periodIndex: number;
  paymentType: PaymentType;
}

/** "Pay this through the payment link": what is owed, for which period's letters, once a payment. */
export function paymentDueNotice(payment: DuePayment): NewNotification {
  const { userId, paymentId, amountCents, periodIndex, paymentType } = payment;
  return { userId, kind: 'payment_due', subjectKey: paymentId, data: { amountCents, periodIndex, plan: paymentType } };
}
