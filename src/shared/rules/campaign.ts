import type { Bureau } from '#shared/constants/bureaus.ts';
import {
  ADDRESSED_STEP_KINDS,
  BUREAU_STEP_KINDS,
  type CampaignState,
  type CampaignStepKind,
  type NextStepReason,
  RECIPIENT_OF,
  STEP_ANSWER_DAYS,
  STEP_LAW,
  type StepNeed,
  type StepOutcome,
  type StepStatus,
} from '#shared/constants/campaign.ts';
import type { ItemType } from '#shared/constants/credit-items.ts';
import {
  type BureauDisputeStatus,
  type BureauOutcome,
  type DisputeStatus,
  MAIL_TRANSIT_DAYS,
} from '#shared/constants/disputes.ts';
import { isLate, isOverdue } from './bureau-clock.ts';
import { addDays } from './iso-date.ts';

/** One bureau's part of round 1 (the dispute's own letters). */
export interface CampaignBureauFacts {
  bureau: Bureau;
  status: BureauDisputeStatus;
  /** YYYY-MM-DD; null until mailed. */
  responseDueOn: string | null;
  outcome: BureauOutcome | null;
  /** When a later report showed the item again from this bureau after it deleted it (ISO instant). */
  reappearedAt: string | null;
  /** YYYY-MM-DD: the day of round 1's answer, set against later answers' days (unknown: the earliest). */
  answeredOn?: string | null;
}

/** One later step, as the rules need it. */
export interface CampaignStepFacts {
  kind: CampaignStepKind;
  bureau: Bureau;
  round: number;
  status: StepStatus;
  sentOn: string | null;
  responseDueOn: string | null;
  outcome: StepOutcome | null;
  /** YYYY-MM-DD: of the bureau's answers the latest by this day counts (unknown days first). */
  answeredOn?: string | null;
}

export interface CampaignFacts {
  status: DisputeStatus;
  itemType: ItemType;
  bureaus: readonly CampaignBureauFacts[];
  steps: readonly CampaignStepFacts[];
  /** The vendor file gave the furnisher's address (so a furnisher dispute needs none typed). */
  furnisherAddressKnown: boolean;
}

export interface ProposedStep {
  kind: CampaignStepKind;
  bureau: Bureau;
  reason: NextStepReason;
  /** STEP_LAW[kind]. */
  law: string;
  needs: StepNeed[];
}

const BUREAU_ANSWER_KINDS: ReadonlySet<CampaignStepKind> = new Set(BUREAU_STEP_KINDS);

/** A later letter asking the bureau to look again: its answer is the bureau's word on the item. */
export const asksBureau = (kind: CampaignStepKind) => BUREAU_ANSWER_KINDS.has(kind);

/** A letter to a furnisher, a collector or a creditor, whose address the member may have to give. */
export const isAddressed = (kind: CampaignStepKind) =>
  (ADDRESSED_STEP_KINDS as readonly CampaignStepKind[]).includes(kind);

/** Taken once for the whole dispute, whichever bureau's report they name. */
const ONCE_PER_DISPUTE: ReadonlySet<CampaignStepKind> = new Set(['debt_validation', 'goodwill', 'cfpb_complaint']);

/** The order proposals are listed in within a bureau: the bureau first, then the others, the CFPB last. */
const PROPOSAL_ORDER: readonly CampaignStepKind[] = [
  'method_of_verification',
  'new_information',
  'missed_deadline',
  'reinsertion',
  'furnisher_dispute',
  'statement_of_dispute',
  'debt_validation',
  'goodwill',
  'cfpb_complaint',
];

/** The campaign starts when the letters go out: before that, or once withdrawn, there is nothing to follow. */
const hasCampaign = (status: DisputeStatus) => status !== 'draft' && status !== 'pending' && status !== 'withdrawn';

const needsOf = (kind: CampaignStepKind, addressKnown: boolean): StepNeed[] => {
  if (kind === 'new_information') return ['new_information'];
  if (kind === 'statement_of_dispute') return ['statement'];
  return isAddressed(kind) && !addressKnown ? ['recipient_address'] : [];
};

/** Where one bureau stands on the item after round 1 and every later answer. */
interface BureauStanding {
  /** The latest answer the bureau gave (round 1's, or a later step's): the one that counts now. */
  outcome: BureauOutcome | null;
  /** Round 1's time ran out with no answer, and no later step was answered either. */
  late: boolean;
  /**
   * Round 1 itself went unanswered (late, or answered "no response") and stands: what the missed-deadline letter
   * is about. Silence on a later letter is not: that letter's date is not round 1's.
   */
  roundOneMissed: boolean;
  /** A later step to the bureau is past its date with no answer, or the bureau never described its procedure. */
  stepLate: boolean;
  /** The item came back after a deletion, and no reinsertion letter has been answered since. */
  reappeared: boolean;
  steps: readonly CampaignStepFacts[];
}

const answeredWith = (step: Pick<CampaignStepFacts, 'status' | 'outcome'>) =>
  step.status === 'answered' && step.outcome !== null;

/** A bureau silent on how it checked has not taken back its verification. */
const silentOnProcedure = (step: Pick<CampaignStepFacts, 'kind' | 'outcome'>) =>
  step.kind === 'method_of_verification' && step.outcome === 'no_response';

type AnswerFacts = Pick<CampaignStepFacts, 'kind' | 'status' | 'outcome' | 'answeredOn' | 'round'>;

/**
 * The answer of one bureau that counts now, of round 1's (its answer's day) and those to the later letters asking
 * the bureau to look again (BUREAU_STEP_KINDS; `steps` are that bureau's): the latest by the day it came, an
 * unknown day first; on one day, a later round's. `step` is the later step whose answer it is, null for round 1's. The one reading of "a
 * bureau's latest answer" for the next steps and for the deletions a later report may undo.
 */
export function latestBureauAnswer<Step extends AnswerFacts>(
  roundOne: { outcome: BureauOutcome | null; answeredOn?: string | null },
  steps: readonly Step[],
): { outcome: BureauOutcome | null; answeredOn: string | null; step: Step | null } {
  let latest: { outcome: BureauOutcome | null; answeredOn: string | null; step: Step | null } = {
    outcome: roundOne.outcome,
    answeredOn: roundOne.outcome === null ? null : (roundOne.answeredOn ?? null),
    step: null,
  };
  for (const step of steps) {
    if (!asksBureau(step.kind) || !answeredWith(step) || silentOnProcedure(step)) continue;
    const day = step.answeredOn ?? '';
    const heldDay = latest.answeredOn ?? '';
    if (day > heldDay || (day === heldDay && step.round >= (latest.step?.round ?? 1))) {
      latest = { outcome: step.outcome, answeredOn: step.answeredOn ?? null, step };
    }
  }
  return latest;
}

function standingOf(row: CampaignBureauFacts, allSteps: readonly CampaignStepFacts[], now: Date): BureauStanding {
  const steps = allSteps.filter((step) => step.bureau === row.bureau);
  const held = latestBureauAnswer(row, steps);
  const later = held.step !== null;
  const late = !later && isOverdue(row, now);
  return {
    outcome: held.outcome,
    late,
    roundOneMissed: !later && (late || row.outcome === 'no_response'),
    stepLate: steps.some((step) => (asksBureau(step.kind) && isStepOverdue(step, now)) || silentOnProcedure(step)),
    reappeared:
      row.reappearedAt !== null && !steps.some((step) => step.kind === 'reinsertion' && step.status === 'answered'),
    steps,
  };
}

/**
 * What the answers so far call for next (docs/product-rules.md, "The campaign"), per bureau of round 1:
 * - the bureau verified the item: the description of how it checked (once), a new dispute only with something
 *   new (never the same dispute again: a bureau may refuse it as frivolous, § 1681i(a)(3)), and once the
 *   description was asked for, the dispute to the furnisher itself; once the furnisher verified it too (or
 *   both answered without deleting it), the member's statement for the file and the CFPB complaint;
 * - the bureau let round 1's 30 days run out, or did not answer it: the missed-deadline letter (which cites
 *   round 1's date) and the CFPB complaint; a later letter to the bureau past its date or not answered, or a
 *   bureau silent on how it checked (which does not take back its verification), calls for the complaint only;
 * - the bureau deleted the item and a later report shows it again: the reinsertion letter and the complaint;
 * - a collection account: the validation request to the collector; an accurate late payment a bureau
 *   verified: the goodwill request to the creditor.
 * A later answer from the bureau stands for its answer (verified again, or deleted: then nothing more is asked
 * of it). Once the furnisher deleted or corrected the item, the bureau is left to follow. A kind with a step
 * not yet answered is never proposed; only a new dispute repeats, and it always needs what is new. Validation,
 * goodwill and the complaint are once per dispute, proposed with the first bureau that calls for them.
 * Listed by bureau in round 1's order; within one, the bureau's letters first, then the furnisher's, the
 * statement, the collector's or creditor's, and the complaint last.
 */
export function nextSteps(facts: CampaignFacts, now: Date): ProposedStep[] {
  if (!hasCampaign(facts.status)) return [];
  const proposals: ProposedStep[] = [];
  const sameSlot = (kind: CampaignStepKind, bureau: Bureau) => (other: { kind: CampaignStepKind; bureau: Bureau }) =>
    other.kind === kind && (ONCE_PER_DISPUTE.has(kind) || other.bureau === bureau);
  const propose = (kind: CampaignStepKind, bureau: Bureau, reason: NextStepReason) => {
    const taken = facts.steps
      .filter(sameSlot(kind, bureau))
      .some((step) => kind !== 'new_information' || step.status !== 'answered');
    if (taken || proposals.some(sameSlot(kind, bureau))) return;
    proposals.push({ kind, bureau, reason, law: STEP_LAW[kind], needs: needsOf(kind, facts.furnisherAddressKnown) });
  };

  for (const row of facts.bureaus) {
    const { bureau } = row;
    const standing = standingOf(row, facts.steps, now);
    const stepOf = (kind: CampaignStepKind) => standing.steps.find((step) => step.kind === kind);
    const furnisher = stepOf('furnisher_dispute');
    const furnisherCorrected = furnisher?.outcome === 'deleted' || furnisher?.outcome === 'updated';

    if (standing.roundOneMissed) {
      propose('missed_deadline', bureau, 'bureau_late');
      propose('cfpb_complaint', bureau, 'bureau_late');
    }
    if (standing.stepLate || standing.outcome === 'no_response') propose('cfpb_complaint', bureau, 'bureau_late');
    if (standing.outcome === 'deleted' && standing.reappeared) {
      propose('reinsertion', bureau, 'item_reinserted');
      propose('cfpb_complaint', bureau, 'item_reinserted');
    }
    if (standing.outcome === 'verified' && !furnisherCorrected) {
      propose('method_of_verification', bureau, 'bureau_verified');
      propose('new_information', bureau, 'bureau_verified');
      const verification = stepOf('method_of_verification');
      if (verification && verification.status !== 'ready') {
        propose('furnisher_dispute', bureau, 'verification_answered');
      }
      const furnisherAnswered = furnisher !== undefined && answeredWith(furnisher);
      const verificationKept =
        verification !== undefined && answeredWith(verification) && verification.outcome !== 'deleted';
      if (furnisherAnswered && (furnisher.outcome === 'verified' || verificationKept)) {
        propose('statement_of_dispute', bureau, 'rounds_exhausted');
        propose('cfpb_complaint', bureau, 'rounds_exhausted');
      }
      if (facts.itemType === 'late_payment') propose('goodwill', bureau, 'late_payment_verified');
    }
    if (facts.itemType === 'collection' && standing.outcome !== 'deleted') {
      propose('debt_validation', bureau, 'collection_account');
    }
  }

  const rowOf = (bureau: Bureau) => facts.bureaus.findIndex((row) => row.bureau === bureau);
  return proposals.sort(
    (a, b) => rowOf(a.bureau) - rowOf(b.bureau) || PROPOSAL_ORDER.indexOf(a.kind) - PROPOSAL_ORDER.indexOf(b.kind),
  );
}

/** The round a step prepared now belongs to: the open round, or the next once every step of it is answered. */
export function roundOfNewStep(steps: readonly Pick<CampaignStepFacts, 'round' | 'status'>[]): number {
  if (steps.length === 0) return 2;
  const last = Math.max(...steps.map((step) => step.round));
  return steps.some((step) => step.round === last && step.status !== 'answered') ? last : last + 1;
}

/**
 * The last day the recipient has to answer a step sent on `sentOn`, where the law sets one: a letter's days
 * count from the mailing day plus the days it is taken to travel (as round 1 does with no delivery day); the
 * CFPB's from the day the member filed.
 */
export function stepResponseDueOn(kind: CampaignStepKind, sentOn: string): string | null {
  const days = STEP_ANSWER_DAYS[kind];
  if (days === null) return null;
  return addDays(sentOn, RECIPIENT_OF[kind] === 'cfpb' ? days : MAIL_TRANSIT_DAYS + days);
}

/** Past its answer date with no answer, read as a bureau's lateness is (rules/bureau-clock.ts, isLate). */
export function isStepOverdue(step: Pick<CampaignStepFacts, 'responseDueOn' | 'outcome' | 'status'>, now: Date) {
  return step.status === 'sent' && isLate(step.responseDueOn, step.outcome !== null, now);
}

/**
 * Where the campaign stands, for the member's summary and the admin's filters; the first that holds:
 * won (every bureau of round 1 now deleted the item, none showing it again), waiting on the member (a round 1
 * letter not mailed yet, or a step prepared and not sent), late (round 1's time ran out with no answer since,
 * or a step is past its date), ready for the next round (nextSteps proposes a step that follows an answer, or
 * anything once round 1 is all answered), waiting on the recipients (something sent is not answered yet: the
 * validation asked of a collector from the start does not make a dispute just mailed "ready"), closed (nothing
 * more to do or to wait for). The campaign
 * starts when the letters go out: drafts, disputes waiting to be sent and withdrawn ones are closed (the
 * summary lists sent disputes only).
 */
export function campaignState(facts: CampaignFacts, now: Date): CampaignState {
  if (!hasCampaign(facts.status)) return 'closed';
  const standings = facts.bureaus.map((row) => standingOf(row, facts.steps, now));
  if (standings.length > 0 && standings.every((standing) => standing.outcome === 'deleted' && !standing.reappeared)) {
    return 'won';
  }
  if (facts.bureaus.some((row) => row.status === 'ready') || facts.steps.some((step) => step.status === 'ready')) {
    return 'waiting_on_member';
  }
  if (standings.some((standing) => standing.late) || facts.steps.some((step) => isStepOverdue(step, now))) {
    return 'late';
  }
  const proposed = nextSteps(facts, now);
  const roundOneAwaited = facts.bureaus.some((row) => row.outcome === null);
  const followsAnswer = proposed.some((proposal) => proposal.reason !== 'collection_account');
  if (followsAnswer || (proposed.length > 0 && !roundOneAwaited)) return 'ready_for_next_round';
  const awaited = roundOneAwaited || facts.steps.some((step) => step.status === 'sent');
  return awaited ? 'waiting_on_recipients' : 'closed';
}
