/** The spec's item types for a negative item. */
export const ITEM_TYPES = [
  'collection',
  'late_payment',
  'charge_off',
  'bankruptcy',
  'repossession',
  'child_support',
  'judgment',
  'tax_lien',
  'foreclosure',
  'other',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const IMPACT_LEVELS = ['high', 'medium', 'low'] as const;
export type ImpactLevel = (typeof IMPACT_LEVELS)[number];

export const ACCOUNT_STATUSES = ['open', 'closed'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The spec's dispute reasons, "list one": the codes every reason the finder gives is filed under. */
export const DISPUTE_REASON_CODES = [
  'not_mine',
  'incorrect_amount',
  'incorrect_dates',
  'paid_in_full',
  'duplicate',
  'identity_theft',
  'mixed_files',
  'outdated',
  'other',
] as const;
export type DisputeReasonCode = (typeof DISPUTE_REASON_CODES)[number];

export const CREDIT_DATA_SOURCES = ['demo', 'mismo'] as const;
export type CreditDataSource = (typeof CREDIT_DATA_SOURCES)[number];
