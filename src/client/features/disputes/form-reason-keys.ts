import type { DisputeFormReason } from '#shared/constants/disputes.ts';

/**
 * The create form submits the spec's English labels (they are the API's values); the member reads them in
 * their own language through these keys.
 */
export const FORM_REASON_KEYS = {
  'Account not mine': 'notMine',
  'Payment was made on time': 'paidOnTime',
  'Account was closed': 'closed',
  'Balance is incorrect': 'balance',
  'Information is outdated': 'outdated',
  'Other (specify in details)': 'other',
} as const satisfies Record<DisputeFormReason, string>;

export const isFormReason = (value: string | null): value is DisputeFormReason =>
  value !== null && Object.hasOwn(FORM_REASON_KEYS, value);
