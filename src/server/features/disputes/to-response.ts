import { BUREAUS } from '#shared/constants/bureaus.ts';
import { daysLeft, followUpsOf, isOverdue } from '#shared/rules/follow-ups.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { letterToText } from '../../letters/letter-text.ts';
import type { DisputeRecord } from './queries.ts';

const masked = (last4: string | null) => (last4 ? `••••${last4}` : null);

/** The spec's `letterContent`: a JSON string of the dispute letters keyed by bureau, plus generatedAt. */
function letterContentOf(record: DisputeRecord): string | null {
  const disputeLetters = record.letters.filter((letter) => letter.kind === 'dispute');
  if (disputeLetters.length === 0) return null;
  const content: Record<string, string> = {};
  for (const bureau of BUREAUS) {
    const letter = disputeLetters.find((row) => row.bureau === bureau);
    if (letter) content[bureau] = letterToText(letter.content);
  }
  const generatedAt = new Date(Math.max(...disputeLetters.map((row) => row.generatedAt.getTime())));
  return JSON.stringify({ ...content, generatedAt: generatedAt.toISOString() });
}

export function toDisputeResponse(record: DisputeRecord, now: Date): DisputeResponse {
  const { dispute, item } = record;
  const bureaus = BUREAUS.flatMap((bureau) => record.bureaus.filter((row) => row.bureau === bureau));
  return {
    id: dispute.id,
    negativeItemId: dispute.tradelineId,
    disputeReason: dispute.reasonCode,
    reasonText: dispute.reasonText,
    additionalDetails: dispute.additionalDetails,
    status: dispute.status,
    createdAt: dispute.createdAt.toISOString(),
    updatedAt: dispute.updatedAt.toISOString(),
    submittedAt: dispute.submittedAt?.toISOString() ?? null,
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
    accountName: item.creditorName,
    accountNumber: masked(item.accountNumberLast4),
    itemType: item.itemType ?? 'other',
    queued: dispute.status === 'draft' && dispute.queuedByPaymentId !== null,
    letterContent: letterContentOf(record),
    bureaus: bureaus.map((row) => ({
      bureau: row.bureau,
      status: row.status,
      sentAt: row.sentAt.toISOString(),
      responseDueAt: row.responseDueAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      outcome: row.outcome,
      overdue: isOverdue(row, now),
      daysLeft: daysLeft(row, now),
      extended: row.extended,
    })),
    followUps: followUpsOf(
      { status: dispute.status, itemType: item.itemType ?? 'other', reportingBureaus: item.bureaus },
      bureaus,
      now,
    ),
  };
}
