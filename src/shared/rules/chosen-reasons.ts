import type { DisputeReasonCode } from '../constants/credit-items.ts';
import type { DisputeFormReason } from '../constants/disputes.ts';
import { isFormReason, toReasonCode } from './form-reason.ts';

/**
 * Every reason the member chose, each once, primary first: the spec's single `disputeReason` (a code or the
 * create form's label), then the list the item dialog sends.
 */
export function chosenReasonCodes(request: {
  disputeReason?: DisputeReasonCode | DisputeFormReason | undefined;
  reasonCodes?: readonly DisputeReasonCode[] | undefined;
}): DisputeReasonCode[] {
  const primary = request.disputeReason === undefined ? [] : [toReasonCode(request.disputeReason)];
  return [...new Set([...primary, ...(request.reasonCodes ?? [])])];
}

/** "Other" alone says nothing: a letter with no specifics would be dismissed as frivolous. */
export const needsDetails = (codes: readonly DisputeReasonCode[]): boolean =>
  codes.length > 0 && codes.every((code) => code === 'other');

/**
 * Asking a bureau to delete what it may still report (FCRA § 605) is a frivolous dispute: an item is
 * "outdated" only once the last day it may be reported (`reportingEndsOn`) is behind `today` (YYYY-MM-DD).
 */
export function reasonFitsItem(
  code: DisputeReasonCode,
  item: { reportingEndsOn: string | null },
  today: string,
): boolean {
  return code !== 'outdated' || (item.reportingEndsOn !== null && today > item.reportingEndsOn);
}

/**
 * The reasons a stored dispute carries, primary first. A dispute filed from the create form before every
 * form reason had a code of its own kept the label's meaning in its text alone (its code said "other").
 */
export function recordedReasonCodes(dispute: {
  reasonCode: DisputeReasonCode;
  reasonCodes: readonly DisputeReasonCode[];
  reasonText: string | null;
}): [DisputeReasonCode, ...DisputeReasonCode[]] {
  const primary =
    dispute.reasonText !== null && isFormReason(dispute.reasonText)
      ? toReasonCode(dispute.reasonText)
      : dispute.reasonCode;
  const others = dispute.reasonCodes.filter((code) => code !== dispute.reasonCode && code !== primary);
  return [primary, ...new Set(others)];
}
