/**
 * The spec's dispute statuses, plus `withdrawn` for a draft the member took back (kept, never shown in the
 * lists). `src/shared/rules/dispute-status.ts` says which moves are allowed.
 */
export const DISPUTE_STATUSES = [
  'draft',
  'pending',
  'submitted',
  'sent',
  'in_review',
  'resolved',
  'rejected',
  'withdrawn',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Until a dispute is resolved or rejected the item is "being disputed": it cannot be disputed twice. */
export const OPEN_DISPUTE_STATUSES = ['draft', 'pending', 'submitted', 'sent', 'in_review'] as const;

/** What the dashboard's "active disputes" tile counts (spec section 4). */
export const DASHBOARD_ACTIVE_DISPUTE_STATUSES = ['sent', 'in_review'] as const;

/** A dispute's letters: the first to each bureau, the follow-up when one is late, and one to a collector. */
export const LETTER_KINDS = ['dispute', 'method_of_verification', 'debt_validation'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** One bureau's part of a sent dispute: sent, acknowledged (in review), then answered with an outcome. */
export const BUREAU_DISPUTE_STATUSES = ['sent', 'in_review', 'answered'] as const;
export type BureauDisputeStatus = (typeof BUREAU_DISPUTE_STATUSES)[number];

/** What a bureau did with the item: deleted it, corrected it, verified it as accurate, or never answered. */
export const BUREAU_OUTCOMES = ['deleted', 'updated', 'verified', 'no_response'] as const;
export type BureauOutcome = (typeof BUREAU_OUTCOMES)[number];

/** FCRA § 611(a)(1): 30 days to investigate, 45 when the consumer sends new information during them. */
export const INVESTIGATION_DAYS = 30;
export const EXTENDED_INVESTIGATION_DAYS = 45;

/** The spec's create-form reasons ("list two"): the label is what the form submits. */
export const DISPUTE_FORM_REASONS = [
  'Account not mine',
  'Payment was made on time',
  'Account was closed',
  'Balance is incorrect',
  'Information is outdated',
  'Other (specify in details)',
] as const;
export type DisputeFormReason = (typeof DISPUTE_FORM_REASONS)[number];

/** Most additional details a member may write; a letter stays a letter. */
export const DISPUTE_DETAILS_MAX_LENGTH = 2000;

/** A batch submission takes at most this many disputes (the largest allowance is 15). */
export const MAX_DISPUTES_PER_SUBMISSION = 50;
