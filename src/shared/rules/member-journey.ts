import type { BillingPaymentStatus, PaymentKind, PaymentProcessor } from '#shared/constants/billing.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { type DisputePhase, disputePhaseOf } from './dispute-phase.ts';

/** What the subscription answer says about the plan; `SubscriptionResponse` is one. */
export interface PlanFacts {
  status: SubscriptionStatus;
  processor: PaymentProcessor;
  subscription: { rightToCancelEndsAt: string; endsAt: string | null } | null;
  currentPeriod: {
    index: number;
    endsAt: string | null;
    allowance: number;
    remaining: number;
    openedAt: string | null;
  } | null;
  payments: readonly {
    kind: PaymentKind;
    status: BillingPaymentStatus;
    paymentType: PaymentType;
    /** Refunds are negative. */
    amountCents: number;
    periodIndex: number | null;
    createdAt: string;
    reportedAt: string | null;
    failureReason: string | null;
    /** A refund owed: the day it is returned by. */
    dueAt: string | null;
  }[];
}

export type DisputeFacts = Parameters<typeof disputePhaseOf>[0];

/**
 * The one step of the journey a member is in: no plan (or an ended one), a plan being paid for (a payment
 * reported and being verified, or a card checkout not finished), a declined charge, a new month waiting for
 * its payment, an active plan inside the right to cancel, then the disputes' own progress (letters ready to
 * mail, mailed, answers arriving), and otherwise the allowance left or used up for the period.
 */
export type MemberStage =
  | { kind: 'no_plan' }
  | { kind: 'plan_ended' }
  /** Manual: the member said they paid; an admin checks it. */
  | { kind: 'payment_reported'; queued: number }
  /** Stripe: the plan waits for the member to save a card at Checkout (begun, not finished). */
  | { kind: 'checkout_pending'; queued: number }
  /** past_due: the processor declined a charge (`failureReason`, its decline code); no letter goes out until it is paid. */
  | { kind: 'payment_failed'; failureReason: string | null }
  /**
   * A new month whose allowance waits for an earlier period's payment (billed in arrears, for its letters):
   * manual, the member pays it through the payment link and an admin checks it (`reportedAt` once the member
   * said they paid it); Stripe, the charge going through.
   */
  | { kind: 'renewal_awaiting'; reportedAt: string | null }
  /** CROA § 1679d(a)(2): no letter is written before `endsAt`; the server refuses with RIGHT_TO_CANCEL_PERIOD. */
  | { kind: 'right_to_cancel'; endsAt: string; queued: number }
  | { kind: 'letters_ready'; disputes: number }
  | { kind: 'answered'; disputes: number }
  | { kind: 'mailed'; disputes: number }
  | { kind: 'allowance_left'; remaining: number; allowance: number }
  /** `renewsAt`: when a monthly plan's next period brings a new allowance; null when none will. */
  | { kind: 'allowance_used'; renewsAt: string | null };

/**
 * Manual mode: what the member owes for a period that closed with letters in it, whatever the stage (a plan that
 * ended still owes its letters): due (to pay through the payment link and report), or reported and being checked.
 */
export interface OwedPayment {
  /** The plan it pays for, whose payment link takes it. */
  paymentType: PaymentType;
  amountCents: number;
  /** The period it pays for: 0 is the first (the one-time plan's only one). */
  periodIndex: number;
  reportedAt: string | null;
}

export interface MemberJourney {
  stage: MemberStage;
  owed: OwedPayment | null;
  /** What we owe the member back after a cancellation, and the day it is returned by. */
  refundOwed: { amountCents: number; dueAt: string | null } | null;
  /** The instant a plan being cancelled ends; null while it keeps going. */
  planEndsAt: string | null;
  /** Who takes the member's payments: the words of a stage differ (a card saved is not a payment made). */
  processor: PaymentProcessor;
}

const count = (phases: readonly DisputePhase[], phase: DisputePhase) => phases.filter((p) => p === phase).length;

/** The declined charge a past-due member has to settle: the latest failed one. */
function latestFailure(payments: PlanFacts['payments']) {
  return payments
    .filter((payment) => payment.status === 'failed')
    .reduce<PlanFacts['payments'][number] | null>(
      (latest, payment) => (!latest || payment.createdAt > latest.createdAt ? payment : latest),
      null,
    );
}

/** A manual payment the member owes: due, or reported and not verified yet. */
const isOwed = (payment: PlanFacts['payments'][number]) =>
  payment.status === 'due' || (payment.status === 'awaiting_verification' && payment.reportedAt !== null);

/**
 * The oldest manual payment owed for a closed period, with the fees of letters mailed for the member that are owed
 * beside it (one payment reports them all). Fees owed alone belong to the period they were mailed in, the last one
 * closed: they are shown as that period's.
 */
function owedOf(plan: PlanFacts): OwedPayment | null {
  // A plan still being verified under the old pay-first flow has its own stage.
  if (plan.processor !== 'manual' || plan.status === 'pending_verification') return null;
  const periodCharges = plan.payments.filter(
    (payment) => (payment.kind === 'purchase' || payment.kind === 'renewal') && payment.periodIndex !== null,
  );
  const owed = periodCharges.filter(isOwed).sort((a, b) => (a.periodIndex ?? 0) - (b.periodIndex ?? 0))[0];
  const fees = plan.payments.filter((payment) => payment.kind === 'mailing' && isOwed(payment));
  const first = owed ?? fees[0];
  if (!first) return null;
  const feesCents = fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const reported = [owed, ...fees].map((payment) => payment?.reportedAt ?? null);
  return {
    paymentType: first.paymentType,
    amountCents: (owed?.amountCents ?? 0) + feesCents,
    periodIndex: owed?.periodIndex ?? Math.max(0, ...periodCharges.map((payment) => payment.periodIndex ?? 0)),
    // Reported once everything owed was reported.
    reportedAt: reported.every((at) => at !== null) ? (reported[0] ?? null) : null,
  };
}

function refundOwedOf(plan: PlanFacts): MemberJourney['refundOwed'] {
  const owed = plan.payments.filter((payment) => payment.kind === 'refund' && payment.status === 'refund_due');
  if (owed.length === 0) return null;
  // Several refunds (never expected: one a plan): the member hears the latest day, by which all are returned.
  const dueAt =
    owed
      .map((payment) => payment.dueAt)
      .filter((day) => day !== null)
      .sort()
      .at(-1) ?? null;
  return { amountCents: -owed.reduce((sum, payment) => sum + payment.amountCents, 0), dueAt };
}

function activeStage(plan: PlanFacts, phases: readonly DisputePhase[], now: Date): MemberStage {
  const rightToCancelEndsAt = plan.subscription?.rightToCancelEndsAt;
  if (rightToCancelEndsAt && now < new Date(rightToCancelEndsAt)) {
    return { kind: 'right_to_cancel', endsAt: rightToCancelEndsAt, queued: count(phases, 'waiting_for_payment') };
  }
  const period = plan.currentPeriod;
  // A month waiting for its payment comes first: nothing new can be disputed until it is paid.
  if (period && !period.openedAt) return { kind: 'renewal_awaiting', reportedAt: owedOf(plan)?.reportedAt ?? null };
  // What the member has to do comes first, then news from the bureaus, then the wait.
  const ready = count(phases, 'ready_to_mail');
  if (ready > 0) return { kind: 'letters_ready', disputes: ready };
  const answered = count(phases, 'partly_answered');
  if (answered > 0) return { kind: 'answered', disputes: answered };
  const mailed = count(phases, 'mailed');
  if (mailed > 0) return { kind: 'mailed', disputes: mailed };
  if (period && period.remaining > 0) {
    return { kind: 'allowance_left', remaining: period.remaining, allowance: period.allowance };
  }
  return { kind: 'allowance_used', renewsAt: plan.subscription?.endsAt ? null : (period?.endsAt ?? null) };
}

function stageOf(plan: PlanFacts, phases: readonly DisputePhase[], now: Date): MemberStage {
  switch (plan.status) {
    case 'incomplete':
      return { kind: 'no_plan' };
    case 'inactive':
      return { kind: 'plan_ended' };
    case 'pending_verification': {
      const queued = count(phases, 'waiting_for_payment');
      return plan.processor === 'stripe' ? { kind: 'checkout_pending', queued } : { kind: 'payment_reported', queued };
    }
    case 'past_due':
      return { kind: 'payment_failed', failureReason: latestFailure(plan.payments)?.failureReason ?? null };
    case 'active':
      return activeStage(plan, phases, now);
  }
}

/** The member's stage, said the same way on the dashboard, the dispute pages and the account page. */
export function memberJourneyOf(plan: PlanFacts, disputes: readonly DisputeFacts[], now: Date): MemberJourney {
  return {
    stage: stageOf(plan, disputes.map(disputePhaseOf), now),
    owed: owedOf(plan),
    refundOwed: refundOwedOf(plan),
    planEndsAt: plan.status === 'active' ? (plan.subscription?.endsAt ?? null) : null,
    processor: plan.processor,
  };
}

/** Only a member without a plan is offered one, with a price: never while a payment is checked or a plan runs. */
export const mayBuyPlan = (stage: MemberStage) => stage.kind === 'no_plan' || stage.kind === 'plan_ended';
