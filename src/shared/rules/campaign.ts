import type { Bureau } from '#shared/constants/bureaus.ts';
import type {
  CampaignState,
  CampaignStepKind,
  NextStepReason,
  StepNeed,
  StepOutcome,
  StepStatus,
} from '#shared/constants/campaign.ts';
import type { ItemType } from '#shared/constants/credit-items.ts';
import type { BureauDisputeStatus, BureauOutcome, DisputeStatus } from '#shared/constants/disputes.ts';

/** One bureau's part of round 1 (the dispute's own letters). */
export interface CampaignBureauFacts {
  bureau: Bureau;
  status: BureauDisputeStatus;
  /** YYYY-MM-DD; null until mailed. */
  responseDueOn: string | null;
  outcome: BureauOutcome | null;
  /** When a later report showed the item again from this bureau after it deleted it (ISO instant). */
  reappearedAt: string | null;
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

/** What the answers so far call for next (docs/product-rules.md, "The campaign"). */
export function nextSteps(_facts: CampaignFacts, _now: Date): ProposedStep[] {
  throw new Error('not written yet');
}

/** The round a step prepared now belongs to: the open round, or the next once every step of it is answered. */
export function roundOfNewStep(_steps: readonly Pick<CampaignStepFacts, 'round' | 'status'>[]): number {
  throw new Error('not written yet');
}

/** The last day the recipient has to answer a step sent on `sentOn`, where the law sets one. */
export function stepResponseDueOn(_kind: CampaignStepKind, _sentOn: string): string | null {
  throw new Error('not written yet');
}

/** Past its answer date with no answer. */
export function isStepOverdue(_step: Pick<CampaignStepFacts, 'responseDueOn' | 'outcome' | 'status'>, _now: Date) {
  return false;
}

/** Where the campaign stands, for the member's summary and the admin's filters. */
export function campaignState(_facts: CampaignFacts, _now: Date): CampaignState {
  throw new Error('not written yet');
}
