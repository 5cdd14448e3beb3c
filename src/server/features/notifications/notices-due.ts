import type { Bureau } from '#shared/constants/bureaus.ts';
import type { CampaignStepKind } from '#shared/constants/campaign.ts';
import type { DisputeStatus } from '#shared/constants/disputes.ts';
import { ANSWER_DUE_REMINDER_DAYS } from '#shared/constants/disputes.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import { daysUntil, isOverdue, todayBounds } from '#shared/rules/bureau-clock.ts';
import { disputePhaseOf } from '#shared/rules/dispute-phase.ts';
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
  if (isOverdue({ responseDueOn: dueOn, outcome: null }, now)) {
    return { userId, kind: 'bureau_late', subjectKey, data };
  }
  const days = daysUntil(dueOn, now);
  if (days === null || days > ANSWER_DUE_REMINDER_DAYS) return null;
  return { userId, kind: 'answer_due_soon', subjectKey, data };
}

/** A later letter of a campaign, mailed, past its due day with no answer (see detection-queries.ts). */
export interface LateStep {
  userId: string;
  disputeId: string;
  kind: CampaignStepKind;
  bureau: Bureau;
  responseDueOn: string;
  subjectKey: string;
}

/** The member is told once a later letter's recipient let its time pass: the next steps then include the CFPB. */
export const lateStepNotice = (step: LateStep): NewNotification => ({
  userId: step.userId,
  kind: 'step_late',
  subjectKey: step.subjectKey,
  data: { disputeId: step.disputeId, kind: step.kind, bureau: step.bureau, dueOn: step.responseDueOn },
});

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

/**
 * A manual payment due the member has not been told of (see detection-queries.ts): a period's charge, or the fee
 * of a letter CreditPath mailed (issue 28).
 */
export interface DuePayment {
  userId: string;
  subscriptionId: string;
  paymentId: string;
  amountCents: number;
  /** A charge: the period whose letters it pays for, 0 the first. A fee: the period the letter was mailed in. */
  periodIndex: number;
  paymentType: PaymentType;
  isFee: boolean;
}

/** The fees a notice tells beside its own subject, listed in its data so that none is told twice. */
export const FEE_IDS_SEPARATOR = ',';

/**
 * "Pay this through the payment link", once a payment. A fee due with its period's charge is told in the charge's
 * notice, whose amount is then the total owed; a fee due on its own (its period's charge paid or waived already,
 * or the plan over) is told by itself, the member's fees found together in one notice.
 */
export function paymentDueNotices(due: readonly DuePayment[]): NewNotification[] {
  const periodOf = (payment: DuePayment) => `${payment.subscriptionId}|${payment.periodIndex}`;
  const charges = new Map(due.filter((payment) => !payment.isFee).map((charge) => [periodOf(charge), charge]));
  const feesWith = new Map<DuePayment, DuePayment[]>();
  const alone = new Map<string, DuePayment[]>();
  for (const fee of due.filter((payment) => payment.isFee)) {
    const charge = charges.get(periodOf(fee));
    if (charge) feesWith.set(charge, [...(feesWith.get(charge) ?? []), fee]);
    else alone.set(fee.userId, [...(alone.get(fee.userId) ?? []), fee]);
  }
  const told = (fees: readonly DuePayment[]) => ({
    mailedLetters: fees.length,
    feeIds: fees.map((fee) => fee.paymentId).join(FEE_IDS_SEPARATOR),
  });
  const withCharges = [...charges.values()].map((charge): NewNotification => {
    const { userId, paymentId, amountCents, periodIndex, paymentType } = charge;
    const fees = feesWith.get(charge) ?? [];
    const data = { amountCents: amountCents + sumOf(fees), periodIndex, plan: paymentType };
    const withFees = fees.length > 0 ? { ...data, mailingCents: sumOf(fees), ...told(fees) } : data;
    return { userId, kind: 'payment_due', subjectKey: paymentId, data: withFees };
  });
  const feesAlone = [...alone.entries()].flatMap(([userId, fees]): NewNotification[] => {
    // Named by its first fee (a stable choice, so a second instance finding the same fees records nothing).
    const sorted = [...fees].sort((a, b) => a.paymentId.localeCompare(b.paymentId));
    const [first] = sorted;
    if (!first) return [];
    return [
      {
        userId,
        kind: 'payment_due',
        subjectKey: first.paymentId,
        data: { amountCents: sumOf(sorted), ...told(sorted) },
      },
    ];
  });
  return [...withCharges, ...feesAlone];
}

const sumOf = (payments: readonly DuePayment[]) => payments.reduce((sum, payment) => sum + payment.amountCents, 0);
