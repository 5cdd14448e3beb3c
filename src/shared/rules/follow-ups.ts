import type { Bureau } from '../constants/bureaus.ts';
import type { BureauOutcome, DisputeStatus, LetterKind } from '../constants/disputes.ts';
import { DAY_MS } from '../constants/time.ts';

export interface BureauClock {
  bureau: Bureau;
  responseDueAt: Date;
  outcome: BureauOutcome | null;
}

/** The bureau's time is up and it has not answered (FCRA § 611(a)(1)). */
export const isOverdue = (row: BureauClock, now: Date) => row.outcome === null && now > row.responseDueAt;

/** Whole days until the answer is due, never below zero (the overdue flag says the rest). */
export const daysLeft = (row: BureauClock, now: Date) =>
  Math.max(0, Math.ceil((row.responseDueAt.getTime() - now.getTime()) / DAY_MS));

/**
 * The letters a sent dispute may call for next: to a bureau that is late, did not answer or verified the
 * item, the request for its method of verification (§ 611(a)(7)); for a collection account, the request
 * for validation to the collector (FDCPA § 809(b)), addressed through the first bureau that reports it.
 */
export function followUpsOf(
  dispute: { status: DisputeStatus; itemType: string; reportingBureaus: readonly Bureau[] },
  rows: readonly BureauClock[],
  now: Date,
): { kind: LetterKind; bureau: Bureau }[] {
  if (dispute.status === 'draft' || dispute.status === 'pending' || dispute.status === 'withdrawn') return [];
  const followUps: { kind: LetterKind; bureau: Bureau }[] = rows
    .filter((row) => isOverdue(row, now) || row.outcome === 'verified' || row.outcome === 'no_response')
    .map((row) => ({ kind: 'method_of_verification', bureau: row.bureau }));
  const collectorBureau = dispute.reportingBureaus[0] ?? rows[0]?.bureau;
  if (dispute.itemType === 'collection' && collectorBureau) {
    followUps.push({ kind: 'debt_validation', bureau: collectorBureau });
  }
  return followUps;
}
