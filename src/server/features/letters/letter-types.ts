import type { Bureau } from '#shared/constants/bureaus.ts';
import type { CampaignStepKind } from '#shared/constants/campaign.ts';
import type { DisputeReasonCode, ItemType } from '#shared/constants/credit-items.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import type { DateField, MoneyField } from '#shared/rules/bureau-mismatch.ts';
import type { BureauView } from '#shared/schemas/credit-report.ts';

/** The person writing: everything a bureau needs to find the file, and nothing more (last 4 of the SSN). */
export interface LetterConsumer {
  fullName: string;
  address: { street: string; city: string; state: string; zipCode: string } | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  ssnLast4: string | null;
}

/** The disputed account as the member's report shows it. */
export interface LetterItem {
  creditorName: string;
  originalCreditorName: string | null;
  accountNumberLast4: string | null;
  itemType: ItemType;
  /** What this very bureau reports (null when the bureau does not report the account). */
  view: BureauView | null;
}

/** One reason the member chose for disputing the item, as this bureau's letter states it. */
export interface LetterReason {
  code: DisputeReasonCode;
  /**
   * Why the item is wrong in the finder's own words for this item (English), when the analysis found it in this
   * very bureau's file (another bureau's finding is not this bureau's to check).
   */
  explanation: string | null;
  /** The amounts or dates the analysis found this bureau giving where another bureau gives others: what is wrong. */
  fields: readonly (MoneyField | DateField)[];
}

/** A furnisher's, collector's or creditor's name and mailing address, as the member typed it or the report gave it. */
export interface LetterRecipient {
  name: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * What a later step of the campaign adds to the dispute's facts: each is what the member gave (or the app
 * recorded from what they gave), null or absent when they did not, so the letter claims nothing of it.
 */
export interface CampaignFacts {
  /** Whom a letter to a furnisher, a collector or a creditor goes to; printed as its "to" block. */
  recipient?: LetterRecipient | null;
  /** What is new since the earlier dispute, in the member's words (a new_information letter). */
  newInformation?: string | null;
  /** The member's statement of dispute for the file, 100 words at most (already counted by the schema). */
  statement?: string | null;
  /** YYYY-MM-DD: the day the bureau deleted the item (its answer), for a reinsertion letter. */
  deletedOn?: string | null;
  /** YYYY-MM-DD: the day of the later report that showed the deleted item again. */
  reappearedOn?: string | null;
  /** YYYY-MM-DD: the last day the bureau had to answer the first dispute (a missed-deadline letter). */
  dueOn?: string | null;
}

/** The letters of the campaign's later steps: every step but the CFPB complaint, which the member files online. */
export type StepLetterKind = Exclude<CampaignStepKind, 'cfpb_complaint'>;

export interface LetterRequest extends CampaignFacts {
  kind: LetterKind;
  /** For a debt-validation letter the recipient is the collector, but the bureau still names the report. */
  bureau: Bureau;
  consumer: LetterConsumer;
  item: LetterItem;
  /** Every reason the member chose, the main one first; never empty. */
  reasons: readonly [LetterReason, ...LetterReason[]];
  /** What the member added in their own words. */
  additionalDetails: string | null;
  /**
   * Whether the member says they have an identity theft report (from IdentityTheft.gov or the police): only then
   * does a letter mention one or ask for the block of § 605B, which requires it.
   */
  identityTheftReport: boolean;
  /** This bureau's own report or confirmation number, when the member's file or the member gave one. */
  reportNumber: string | null;
  /** The letter's date, YYYY-MM-DD. */
  date: string;
  /**
   * For a follow-up: the day the member says they mailed the first letter to this bureau (YYYY-MM-DD), and the
   * certified-mail number they gave. Null when they did not say, so the letter claims neither.
   */
  originalMailedOn: string | null;
  originalTrackingNumber: string | null;
  /**
   * For a follow-up: the bureau's latest word is that it verified the item (its answer to the first letter, or to
   * a later one asking it to look again). Absent or false when no such answer came, so the letter never claims
   * an answer the member did not get.
   */
  verified?: boolean;
  /** The day of that answer, when the member gave one (a day given implies the verification). */
  verifiedOn?: string | null;
  /** The day the member says the first letter reached this bureau (the return receipt or the tracking page). */
  originalDeliveredOn?: string | null;
  /** Our short reference for the dispute, printed so answers can be matched. */
  reference: string;
}

/** A letter as laid out on paper; the PDF and the plain text are both drawn from this. */
export interface Letter {
  kind: LetterKind;
  bureau: Bureau;
  /** YYYY-MM-DD, as requested; the text and the PDF print it as MM/DD/YYYY. */
  date: string;
  /** Our reference for the dispute, printed in the footer so an answer can be matched to it. */
  reference: string;
  /** The sender block, top left. */
  from: string[];
  /** Name and address lines of the recipient. */
  to: string[];
  /** "Sent via certified mail, return receipt requested" and the like. */
  delivery: string;
  subject: string;
  /** Identification lines: name, date of birth, SSN last 4, report number, account. */
  identification: string[];
  paragraphs: string[];
  enclosures: string[];
  signature: string[];
}
