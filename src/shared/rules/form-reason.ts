import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import { DISPUTE_FORM_REASONS, type DisputeFormReason } from '#shared/constants/disputes.ts';

/**
 * The create form's reasons ("list two"), each filed under the one code every screen shows it by. The API
 * still takes these English labels: the prototype's clients submit them (docs/product-rules.md, Disputes).
 */
export const FORM_REASONS: Readonly<Record<DisputeFormReason, DisputeReasonCode>> = {
  'Account not mine': 'not_mine',
  'Payment was made on time': 'paid_on_time',
  'Account was closed': 'account_closed',
  'Balance is incorrect': 'incorrect_amount',
  'Information is outdated': 'outdated',
  'Other (specify in details)': 'other',
};

/** The create form's choices as codes, in their order (docs/product-rules.md, Disputes). */
export const FORM_REASON_CODES: readonly DisputeReasonCode[] = DISPUTE_FORM_REASONS.map((label) => FORM_REASONS[label]);

export const isFormReason = (value: string): value is DisputeFormReason => Object.hasOwn(FORM_REASONS, value);

/** A reason as the API takes it, a code or the form's English label, as its code. */
export function toReasonCode(reason: DisputeReasonCode | DisputeFormReason): DisputeReasonCode {
  return isFormReason(reason) ? FORM_REASONS[reason] : reason;
}
