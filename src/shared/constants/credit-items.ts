/** A negative item's types (docs/product-rules.md, Credit data). */
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

/**
 * Every reason a member can give, one stable code each: "list one" (what the finder files its
 * findings under) plus the two create-form reasons ("list two") list one lacks (docs/product-rules.md, Disputes).
 */
export const DISPUTE_REASON_CODES = [
  'not_mine',
  'incorrect_amount',
  'incorrect_dates',
  'paid_in_full',
  'paid_on_time',
  'account_closed',
  'duplicate',
  'identity_theft',
  'mixed_files',
  'outdated',
  'other',
] as const;
export type DisputeReasonCode = (typeof DISPUTE_REASON_CODES)[number];

/** Where a report's data came from: the demo generator, a vendor's MISMO file, or items the member typed in. */
export const CREDIT_DATA_SOURCES = ['demo', 'mismo', 'manual'] as const;
export type CreditDataSource = (typeof CREDIT_DATA_SOURCES)[number];
