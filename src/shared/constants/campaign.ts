import { BUREAU_OUTCOMES, type BureauOutcome } from './disputes.ts';

/**
 * A disputed item's campaign: after the first letters to the bureaus (round 1), every later step the member
 * takes about the same item. Each is a letter to someone, or the complaint the member files with the CFPB
 * (which the app prepares and never files). docs/product-rules.md, "The campaign".
 */
export const CAMPAIGN_STEP_KINDS = [
  // To the bureau that verified: how it checked (§ 1681i(a)(7)).
  'method_of_verification',
  // To the bureau again, only with something new (a repeated dispute may be refused: § 1681i(a)(3)).
  'new_information',
  // To the company that reported the item, at its dispute address (§ 1681s-2(a)(8), 12 CFR 1022.43).
  'furnisher_dispute',
  // To a bureau whose time ran out with no answer (§ 1681i(a)(1)): delete it.
  'missed_deadline',
  // To a bureau that put a deleted item back without the notice it owed (§ 1681i(a)(5)(B)).
  'reinsertion',
  // To a bureau, for the file: the member's own statement, 100 words at most (§ 1681i(b)).
  'statement_of_dispute',
  // To the collector: validate the debt (FDCPA, 15 U.S.C. § 1692g(b)).
  'debt_validation',
  // To the creditor: a request to remove an accurate late payment as a courtesy. Not a dispute.
  'goodwill',
  // The member's complaint to the CFPB: the app writes the text, the member files it.
  'cfpb_complaint',
] as const;
export type CampaignStepKind = (typeof CAMPAIGN_STEP_KINDS)[number];

/** Who each step goes to. */
export const STEP_RECIPIENTS = ['bureau', 'furnisher', 'collector', 'creditor', 'cfpb'] as const;
export type StepRecipient = (typeof STEP_RECIPIENTS)[number];

export const RECIPIENT_OF: Readonly<Record<CampaignStepKind, StepRecipient>> = {
  method_of_verification: 'bureau',
  new_information: 'bureau',
  furnisher_dispute: 'furnisher',
  missed_deadline: 'bureau',
  reinsertion: 'bureau',
  statement_of_dispute: 'bureau',
  debt_validation: 'collector',
  goodwill: 'creditor',
  cfpb_complaint: 'cfpb',
};

/**
 * The later letters that ask a bureau to investigate again: their answer stands for that bureau's answer on the
 * item (items removed, reinsertions, figures, the next step). A statement of dispute asks nothing of the kind.
 */
export const BUREAU_STEP_KINDS = [
  'method_of_verification',
  'new_information',
  'missed_deadline',
  'reinsertion',
] as const;

/** The steps whose recipient's address the member may have to type (a bureau's is known). */
export const ADDRESSED_STEP_KINDS = ['furnisher_dispute', 'debt_validation', 'goodwill'] as const;

/** The law each step rests on, as the letters and screens cite it. */
export const STEP_LAW: Readonly<Record<CampaignStepKind, string>> = {
  method_of_verification: '15 U.S.C. § 1681i(a)(7)',
  new_information: '15 U.S.C. § 1681i(a)(1)',
  furnisher_dispute: '15 U.S.C. § 1681s-2(a)(8); 12 CFR 1022.43',
  missed_deadline: '15 U.S.C. § 1681i(a)(1)',
  reinsertion: '15 U.S.C. § 1681i(a)(5)(B)',
  statement_of_dispute: '15 U.S.C. § 1681i(b)',
  debt_validation: '15 U.S.C. § 1692g(b)',
  goodwill: '',
  cfpb_complaint: '12 U.S.C. § 5534',
};

/**
 * A step is prepared (its letter written, or the complaint's text), then sent (mailed, or filed with the CFPB),
 * then answered.
 */
export const STEP_STATUSES = ['ready', 'sent', 'answered'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** What came back: the same four answers a bureau gives (for a collector, "verified" is a validation). */
export const STEP_OUTCOMES = BUREAU_OUTCOMES;
export type StepOutcome = BureauOutcome;

/**
 * Days the recipient has to answer once it has the letter, where the law sets them: a bureau 30
 * (§ 1681i(a)(1)), the description of its procedure 15 (§ 1681i(a)(7)), a furnisher the same 30 as a bureau
 * (12 CFR 1022.43(e)(3)). A collector, a creditor asked for goodwill and a statement for the file owe no answer
 * by a date; the CFPB says companies generally answer a complaint within 15 days.
 */
export const STEP_ANSWER_DAYS: Readonly<Record<CampaignStepKind, number | null>> = {
  method_of_verification: 15,
  new_information: 30,
  furnisher_dispute: 30,
  missed_deadline: 30,
  reinsertion: 30,
  statement_of_dispute: null,
  debt_validation: null,
  goodwill: null,
  cfpb_complaint: 15,
};

/** § 1681i(b): the bureau may limit a consumer's statement to 100 words. */
export const STATEMENT_MAX_WORDS = 100;

/** What is new, in the member's words: enough to be a reason, short enough to stay a letter. */
export const NEW_INFORMATION_MIN_LENGTH = 20;
export const NEW_INFORMATION_MAX_LENGTH = 2000;

/** What the member notes of the CFPB's answer. */
export const CFPB_ANSWER_MAX_LENGTH = 2000;
export const CFPB_REFERENCE_MAX_LENGTH = 40;

/** The CFPB's own complaint portal: the member files there, never the app. */
export const CFPB_COMPLAINT_URL = 'https://www.consumerfinance.gov/complaint/';

/** Why a next step is proposed: the answer or event it follows. */
export const NEXT_STEP_REASONS = [
  'bureau_verified',
  'verification_answered',
  'bureau_late',
  'item_reinserted',
  'rounds_exhausted',
  'collection_account',
  'late_payment_verified',
] as const;
export type NextStepReason = (typeof NEXT_STEP_REASONS)[number];

/** What the member must give before a step's letter can be written. */
export const STEP_NEEDS = ['recipient_address', 'new_information', 'statement'] as const;
export type StepNeed = (typeof STEP_NEEDS)[number];

/**
 * Where a dispute's campaign stands, for the member's summary and the admin's filters (campaignState in rules/campaign.ts):
 * a letter waits to be mailed or a step to be taken (the member), a recipient is past its date (late), an answer
 * calls for a next step (ready for the next round), nothing is due (waiting on the recipients), every bureau
 * deleted the item (won), or nothing more is proposed (closed).
 */
export const CAMPAIGN_STATES = [
  'waiting_on_member',
  'late',
  'ready_for_next_round',
  'waiting_on_recipients',
  'won',
  'closed',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** The admin's filters over disputes by their campaign. */
export const CAMPAIGN_FILTERS = ['waiting_on_member', 'late', 'ready_for_next_round'] as const;
export type CampaignFilter = (typeof CAMPAIGN_FILTERS)[number];
