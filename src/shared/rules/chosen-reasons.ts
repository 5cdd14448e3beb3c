import type { Bureau } from '#shared/constants/bureaus.ts';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import type { DisputeFormReason } from '#shared/constants/disputes.ts';
import type { DisputeReason } from '#shared/schemas/credit.ts';
import { isFormReason, toReasonCode } from './form-reason.ts';

/**
 * Every reason the member chose, each once, primary first: the single `disputeReason` (a code or the
 * create form's label), then the list the item dialog sends (docs/product-rules.md, Disputes).
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

/**
 * Reasons whose truth is read from the bureau's own file: once the analysis found one of them, a bureau whose
 * file does not show it (it lists the debt once, or its own dates still allow the item) is not told it does.
 * The other reasons are what the member knows (they paid, the account is not theirs) and stand at every bureau.
 */
const READ_FROM_THE_FILE: ReadonlySet<DisputeReasonCode> = new Set(['duplicate', 'outdated']);

/** A chosen reason as one bureau's letter states it, with the analysis's finding for that very bureau. */
export interface ReasonAtBureau {
  code: DisputeReasonCode;
  /** What the analysis found for this reason in this bureau's own file; null when it found nothing there. */
  finding: DisputeReason | null;
}

/** The reasons, of those the member chose, that one bureau's letter can state truthfully, in the member's order. */
export function reasonsAtBureau(
  bureau: Bureau,
  codes: readonly DisputeReasonCode[],
  findings: readonly DisputeReason[],
): ReasonAtBureau[] {
  return codes.flatMap((code) => {
    const found = findings.filter((finding) => finding.code === code);
    const here = found.find((finding) => finding.bureaus.includes(bureau)) ?? null;
    if (here === null && found.length > 0 && READ_FROM_THE_FILE.has(code)) return [];
    return [{ code, finding: here }];
  });
}

/** The bureaus, of those reporting the item, that a dispute with these reasons writes to (in the given order). */
export function bureausToWrite(
  reporting: readonly Bureau[],
  codes: readonly DisputeReasonCode[],
  findings: readonly DisputeReason[],
): Bureau[] {
  return reporting.filter((bureau) => reasonsAtBureau(bureau, codes, findings).length > 0);
}
