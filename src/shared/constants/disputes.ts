/**
 * The dispute statuses, with `withdrawn` for a draft the member took back (kept, never shown in the
 * lists; docs/product-rules.md, Disputes). `src/shared/rules/dispute-status.ts` says which moves are allowed.
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

/** What the dashboard's "active disputes" tile counts (docs/product-rules.md, Disputes). */
export const DASHBOARD_ACTIVE_DISPUTE_STATUSES = ['sent', 'in_review'] as const;

/**
 * A dispute's letters: the first to each bureau, then those of its campaign's later steps (constants/campaign.ts:
 * every step but the CFPB complaint is a letter of the same name).
 */
export const LETTER_KINDS = [
  'dispute',
  'method_of_verification',
  'debt_validation',
  'new_information',
  'furnisher_dispute',
  'missed_deadline',
  'reinsertion',
  'statement_of_dispute',
  'goodwill',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/**
 * One bureau's part of a sent dispute. The app writes the letter (ready); the member mails it (mailed, with
 * the day and an optional tracking number) and may confirm delivery (delivered); the bureau may acknowledge it
 * (in review) and then answers with an outcome. Nothing is mailed by the app: until the member says so, the
 * letter is only ready to mail and no FCRA clock runs.
 */
export const BUREAU_DISPUTE_STATUSES = ['ready', 'mailed', 'delivered', 'in_review', 'answered'] as const;
export type BureauDisputeStatus = (typeof BUREAU_DISPUTE_STATUSES)[number];

/** Days a mailed letter is taken to be on its way when the member gives no delivery date. */
export const MAIL_TRANSIT_DAYS = 5;

/** A bureau's own letter (its answer), kept with the dispute: a PDF or a photo, 10 MB at most. */
export const RESPONSE_LETTER_MAX_BYTES = 10 * 1024 * 1024;
export const RESPONSE_LETTER_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/heic',
] as const;
export type ResponseLetterType = (typeof RESPONSE_LETTER_TYPES)[number];

/** When a bureau answer is due soon enough to remind the member. */
export const ANSWER_DUE_REMINDER_DAYS = 5;

/** What a bureau did with the item: deleted it, corrected it, verified it as accurate, or never answered. */
export const BUREAU_OUTCOMES = ['deleted', 'updated', 'verified', 'no_response'] as const;
export type BureauOutcome = (typeof BUREAU_OUTCOMES)[number];

/** FCRA § 611(a)(1): 30 days to investigate, 45 when the consumer sends new information during them. */
export const INVESTIGATION_DAYS = 30;
export const EXTENDED_INVESTIGATION_DAYS = 45;

/** The create form's reasons ("list two", docs/product-rules.md, Disputes): the label is what the form submits. */
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
