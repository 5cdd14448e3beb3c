import type { Cipher } from '#server/crypto/cipher.ts';
import { letterToText, openLetter } from '#server/features/letters/index.ts';
import { disputeDetailsOf } from '#server/features/submission/index.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { campaignState } from '#shared/rules/campaign.ts';
import { reasonFitsItem, recordedReasonCodes } from '#shared/rules/chosen-reasons.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { bureauViewsOf } from './bureau-view.ts';
import { campaignFactsOf, nextStepsOf, toStepView } from './campaign-view.ts';
import type { DisputeRecord } from './queries.ts';

const masked = (last4: string | null) => (last4 ? `••••${last4}` : null);

/** `letterContent` (docs/product-rules.md, Disputes): the letters as a JSON string by bureau, plus generatedAt. */
function letterContentOf(record: DisputeRecord, cipher: Cipher): string | null {
  const disputeLetters = record.letters.filter((letter) => letter.kind === 'dispute');
  if (disputeLetters.length === 0) return null;
  const content: Record<string, string> = {};
  for (const bureau of BUREAUS) {
    const letter = disputeLetters.find((row) => row.bureau === bureau);
    if (letter) content[bureau] = letterToText(openLetter(cipher, letter.content));
  }
  const generatedAt = new Date(Math.max(...disputeLetters.map((row) => row.generatedAt.getTime())));
  return JSON.stringify({ ...content, generatedAt: generatedAt.toISOString() });
}

export function toDisputeResponse(record: DisputeRecord, now: Date, cipher: Cipher): DisputeResponse {
  const { dispute, item } = record;
  const reasonCodes = recordedReasonCodes(dispute);
  const nextSteps = nextStepsOf(record, now);
  return {
    id: dispute.id,
    negativeItemId: dispute.tradelineId,
    disputeReason: reasonCodes[0],
    reasonCodes,
    reasonText: dispute.reasonText,
    additionalDetails: disputeDetailsOf(cipher, dispute),
    status: dispute.status,
    createdAt: dispute.createdAt.toISOString(),
    updatedAt: dispute.updatedAt.toISOString(),
    submittedAt: dispute.submittedAt?.toISOString() ?? null,
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
    accountName: item.creditorName,
    accountNumber: masked(item.accountNumberLast4),
    itemType: item.itemType ?? 'other',
    // The same test that lets a member dispute an item as too old to be reported.
    reportingEndedOn: reasonFitsItem('outdated', item, now.toISOString().slice(0, 10)) ? item.reportingEndsOn : null,
    identityTheftReport: dispute.identityTheftReport,
    queued: dispute.status === 'draft' && dispute.queuedByPaymentId !== null,
    letterContent: letterContentOf(record, cipher),
    bureaus: bureauViewsOf(record, now),
    // Kept, always empty, for the API's older clients: later letters are the campaign's steps (nextSteps, steps),
    // each recorded and read with its step; no follow-up is written by kind any more (letter-downloads.ts).
    followUps: [],
    steps: record.steps.map((step) => toStepView(step, cipher, now)),
    nextSteps,
    campaignState: campaignState(campaignFactsOf(record), now),
  };
}
