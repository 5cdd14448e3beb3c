import type { Bureau } from '#shared/constants/bureaus.ts';
import type { BureauOutcome, DisputeStatus, LetterKind } from '#shared/constants/disputes.ts';
import { isLate } from './bureau-clock.ts';

export interface BureauClock {
  bureau: Bureau;
  /** The last day of the bureau's time to answer; null while the letter is not mailed. */
  responseDueOn: string | null;
  outcome: BureauOutcome | null;
}

/** The bureau's time is up and it has not answered (FCRA § 611(a)(1)). */
export const isOverdue = (row: BureauClock, now: Date) => isLate(row.responseDueOn, row.outcome !== null, now);

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
