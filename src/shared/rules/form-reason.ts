import type { DisputeReasonCode } from '../constants/credit-items.ts';
import type { DisputeFormReason } from '../constants/disputes.ts';

/**
 * The create form's reasons ("list two") filed under the spec's reason codes ("list one"), each with the
 * sentence the letter says in the consumer's voice when the form reason is all we know.
 */
export const FORM_REASONS: Readonly<Record<DisputeFormReason, { code: DisputeReasonCode; statement: string | null }>> =
  {
    'Account not mine': { code: 'not_mine', statement: null },
    'Payment was made on time': {
      code: 'other',
      statement: 'I made my payments on this account on time; the late payments reported are not accurate.',
    },
    'Account was closed': {
      code: 'other',
      statement: 'This account was closed, but it is reported as if it were still open.',
    },
    'Balance is incorrect': { code: 'incorrect_amount', statement: null },
    'Information is outdated': { code: 'outdated', statement: null },
    'Other (specify in details)': { code: 'other', statement: null },
  };
