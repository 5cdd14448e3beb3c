import type { Cipher } from '#server/crypto/cipher.ts';
import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { RECIPIENT_OF } from '#shared/constants/campaign.ts';
import {
  type CampaignFacts,
  type CampaignStepFacts,
  isAddressed,
  isStepOverdue,
  nextSteps,
} from '#shared/rules/campaign.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import { type CampaignStep, type NextStep, type StepRecipient, StepRecipientSchema } from '#shared/schemas/campaign.ts';
import { bureauRowsInOrder } from './bureau-view.ts';
import type { DisputeStepRow } from './campaign-queries.ts';
import type { DisputeRecord, TradelineRow } from './queries.ts';

/** What the member gave for a step, sealed in one row field: whom it goes to and their own words. */
export interface StepDetails {
  recipient: StepRecipient | null;
  newInformation: string | null;
  statement: string | null;
}

export function sealStepDetails(cipher: Cipher, details: StepDetails): Buffer {
  return cipher.encrypt(Buffer.from(JSON.stringify(details)));
}

export function stepDetailsOf(cipher: Cipher, step: Pick<DisputeStepRow, 'detailsSealed'>): StepDetails {
  if (!step.detailsSealed) return { recipient: null, newInformation: null, statement: null };
  return JSON.parse(cipher.decrypt(step.detailsSealed).toString()) as StepDetails;
}

/**
 * The furnisher as the vendor file gives it, when its address is one a letter can go to: an address the member
 * could not have typed (a foreign state, a malformed ZIP code) is no suggestion, and they type it.
 */
export function suggestedRecipientOf(item: Pick<TradelineRow, 'creditorName' | 'creditorAddress'>) {
  if (!item.creditorAddress) return null;
  const parsed = StepRecipientSchema.safeParse({ name: item.creditorName, ...item.creditorAddress });
  return parsed.success ? parsed.data : null;
}

export const stepFactsOf = (step: DisputeStepRow): CampaignStepFacts => ({
  kind: step.kind,
  bureau: step.bureau,
  round: step.round,
  status: step.status,
  sentOn: step.sentOn,
  responseDueOn: step.responseDueOn,
  outcome: step.outcome,
  answeredOn: step.answeredOn,
});

/** The dispute as the campaign's rules read it (rules/campaign.ts). */
export function campaignFactsOf(record: Pick<DisputeRecord, 'dispute' | 'item' | 'bureaus' | 'steps'>): CampaignFacts {
  return {
    status: record.dispute.status,
    itemType: record.item.itemType ?? 'other',
    bureaus: bureauRowsInOrder(record).map((row) => ({
      bureau: row.bureau,
      status: row.status,
      responseDueOn: row.responseDueOn,
      outcome: row.outcome,
      reappearedAt: row.reappearedAt?.toISOString() ?? null,
      answeredOn: row.respondedAt ? isoDayOf(row.respondedAt) : null,
    })),
    steps: record.steps.map(stepFactsOf),
    furnisherAddressKnown: suggestedRecipientOf(record.item) !== null,
  };
}

/** What the answers so far call for, each letter to a furnisher, collector or creditor with the address known. */
export function nextStepsOf(record: DisputeRecord, now: Date): NextStep[] {
  const suggested = suggestedRecipientOf(record.item);
  return nextSteps(campaignFactsOf(record), now).map((proposal) => ({
    ...proposal,
    suggestedRecipient: isAddressed(proposal.kind) ? suggested : null,
  }));
}

/** One step as its owner (or an admin) sees it: of the sealed details, only whom it went to and the answer. */
export function toStepView(step: DisputeStepRow, cipher: Cipher, now: Date): CampaignStep {
  const recipient = RECIPIENT_OF[step.kind];
  const recipientName =
    recipient === 'bureau'
      ? BUREAU_NAMES[step.bureau]
      : recipient === 'cfpb'
        ? null
        : (stepDetailsOf(cipher, step).recipient?.name ?? null);
  return {
    id: step.id,
    kind: step.kind,
    bureau: step.bureau,
    round: step.round,
    recipient,
    recipientName,
    status: step.status,
    preparedAt: step.preparedAt.toISOString(),
    sentOn: step.sentOn,
    reference: step.reference,
    responseDueOn: step.responseDueOn,
    answeredOn: step.answeredOn,
    outcome: step.outcome,
    answer: step.answerSealed ? cipher.decrypt(step.answerSealed).toString() : null,
    overdue: isStepOverdue(step, now),
    hasLetter: step.kind !== 'cfpb_complaint',
  };
}
