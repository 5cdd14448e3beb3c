import type { SubscriptionStatus } from '../constants/subscription-statuses.ts';
import { type DisputePhase, disputePhaseOf } from './dispute-phase.ts';

/** What the subscription answer says about the plan; `SubscriptionResponse` is one. */
export interface PlanFacts {
  status: SubscriptionStatus;
  subscription: { rightToCancelEndsAt: string; endsAt: string | null } | null;
  currentPeriod: { endsAt: string | null; allowance: number; remaining: number; openedAt: string | null } | null;
}

export type DisputeFacts = Parameters<typeof disputePhaseOf>[0];

/**
 * The one step of the journey a member is in: no plan (or an ended one), a payment reported and being
 * verified, an active plan inside the right to cancel, then the disputes' own progress (letters ready to mail,
 * mailed, answers arriving), and otherwise the allowance left or used up for the period.
 */
export type MemberStage =
  | { kind: 'no_plan' }
  | { kind: 'plan_ended' }
  | { kind: 'payment_reported'; queued: number }
  /** past_due: the processor declined a charge; no letter goes out until it is paid. */
  | { kind: 'payment_failed' }
  /** A new month whose allowance waits for its payment (manual: an admin's check; Stripe: last month's charge). */
  | { kind: 'renewal_awaiting' }
  /** CROA § 1679d(a)(2): no letter is written before `endsAt`; the server refuses with RIGHT_TO_CANCEL_PERIOD. */
  | { kind: 'right_to_cancel'; endsAt: string; queued: number }
  | { kind: 'letters_ready'; disputes: number }
  | { kind: 'answered'; disputes: number }
  | { kind: 'mailed'; disputes: number }
  | { kind: 'allowance_left'; remaining: number; allowance: number }
  /** `renewsAt`: when a monthly plan's next period brings a new allowance; null when none will. */
  | { kind: 'allowance_used'; renewsAt: string | null };

export interface MemberJourney {
  stage: MemberStage;
  /** The instant a plan being cancelled ends; null while it keeps going. */
  planEndsAt: string | null;
}

const count = (phases: readonly DisputePhase[], phase: DisputePhase) => phases.filter((p) => p === phase).length;

function activeStage(plan: PlanFacts, phases: readonly DisputePhase[], now: Date): MemberStage {
  const rightToCancelEndsAt = plan.subscription?.rightToCancelEndsAt;
  if (rightToCancelEndsAt && now < new Date(rightToCancelEndsAt)) {
    return { kind: 'right_to_cancel', endsAt: rightToCancelEndsAt, queued: count(phases, 'waiting_for_payment') };
  }
  // What the member has to do comes first, then news from the bureaus, then the wait.
  const ready = count(phases, 'ready_to_mail');
  if (ready > 0) return { kind: 'letters_ready', disputes: ready };
  const answered = count(phases, 'partly_answered');
  if (answered > 0) return { kind: 'answered', disputes: answered };
  const mailed = count(phases, 'mailed');
  if (mailed > 0) return { kind: 'mailed', disputes: mailed };
  const period = plan.currentPeriod;
  if (period && !period.openedAt) return { kind: 'renewal_awaiting' };
  if (period && period.remaining > 0) {
    return { kind: 'allowance_left', remaining: period.remaining, allowance: period.allowance };
  }
  return { kind: 'allowance_used', renewsAt: plan.subscription?.endsAt ? null : (period?.endsAt ?? null) };
}

/** The member's stage, said the same way on the dashboard, the dispute pages and the account page. */
export function memberJourneyOf(plan: PlanFacts, disputes: readonly DisputeFacts[], now: Date): MemberJourney {
  const phases = disputes.map(disputePhaseOf);
  const planEndsAt = plan.status === 'active' ? (plan.subscription?.endsAt ?? null) : null;
  switch (plan.status) {
    case 'incomplete':
      return { stage: { kind: 'no_plan' }, planEndsAt };
    case 'inactive':
      return { stage: { kind: 'plan_ended' }, planEndsAt };
    case 'pending_verification':
      return { stage: { kind: 'payment_reported', queued: count(phases, 'waiting_for_payment') }, planEndsAt };
    case 'past_due':
      return { stage: { kind: 'payment_failed' }, planEndsAt };
    case 'active':
      return { stage: activeStage(plan, phases, now), planEndsAt };
  }
}

/** Only a member without a plan is offered one, with a price: never while a payment is checked or a plan runs. */
export const mayBuyPlan = (stage: MemberStage) => stage.kind === 'no_plan' || stage.kind === 'plan_ended';
