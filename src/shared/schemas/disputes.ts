import { z } from 'zod';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { DISPUTE_REASON_CODES, ITEM_TYPES } from '#shared/constants/credit-items.ts';
import {
  BUREAU_DISPUTE_STATUSES,
  BUREAU_OUTCOMES,
  DISPUTE_DETAILS_MAX_LENGTH,
  DISPUTE_FORM_REASONS,
  DISPUTE_STATUSES,
  LETTER_KINDS,
  MAX_DISPUTES_PER_SUBMISSION,
  RESPONSE_LETTER_TYPES,
} from '#shared/constants/disputes.ts';
import { isUspsTrackingNumber, normalizeTrackingNumber } from '#shared/rules/bureau-clock.ts';
import { chosenReasonCodes, needsDetails } from '#shared/rules/chosen-reasons.ts';
import { printsInLetter } from '#shared/rules/letter-charset.ts';
import { CampaignStateSchema, CampaignStepSchema, NextStepSchema } from './campaign.ts';

const instant = z.iso.datetime();
const day = z.iso.date({ error: 'validation.invalidDate' });

/** A reason either way (docs/product-rules.md, Disputes): a code ("list one") or a form label ("list two"). */
export const DisputeReasonInputSchema = z.union([z.enum(DISPUTE_REASON_CODES), z.enum(DISPUTE_FORM_REASONS)], {
  error: 'disputes.errors.reasonRequired',
});

/** The member's own words: lines and tabs are fine, other control characters (a NUL above all) are not. */
const Details = z
  .string()
  .trim()
  .max(DISPUTE_DETAILS_MAX_LENGTH, { error: 'validation.tooLong' })
  .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, { error: 'validation.invalidFormat' })
  // The details are printed in the letter, whose fonts have the Latin alphabet only (decision 008).
  .refine((text) => printsInLetter(text.replace(/[\n\r\t]/g, ' ')), { error: 'disputes.errors.detailsCharacters' });

/**
 * A draft of one item (docs/product-rules.md, Disputes): one `disputeReason` (the create form), or every
 * reason the member ticked in the item's dialog, primary first (`reasonCodes`); either or both, one at least.
 */
export const CreateDisputeRequestSchema = z
  .strictObject({
    negativeItemId: z.uuid({ error: 'disputes.errors.itemRequired' }),
    disputeReason: DisputeReasonInputSchema.optional(),
    reasonCodes: z
      .array(z.enum(DISPUTE_REASON_CODES))
      .min(1, { error: 'disputes.errors.reasonRequired' })
      .max(DISPUTE_REASON_CODES.length)
      .optional(),
    additionalDetails: Details.optional(),
    /** Identity theft: the member has an FTC identity theft report or a police report to enclose. */
    identityTheftReport: z.boolean().optional(),
  })
  .refine((value) => chosenReasonCodes(value).length > 0, {
    error: 'disputes.errors.reasonRequired',
    path: ['disputeReason'],
  })
  .refine((value) => !needsDetails(chosenReasonCodes(value)) || (value.additionalDetails ?? '') !== '', {
    error: 'disputes.errors.detailsRequired',
    path: ['additionalDetails'],
  })
  // The report is what an identity-theft dispute encloses; any other reason has nothing to say about one.
  .refine((value) => !value.identityTheftReport || chosenReasonCodes(value).includes('identity_theft'), {
    error: 'disputes.errors.identityTheftReportWithoutReason',
    path: ['identityTheftReport'],
  });
export type CreateDisputeRequest = z.infer<typeof CreateDisputeRequestSchema>;

export const DisputeIdParamsSchema = z.strictObject({ id: z.uuid() });

/** One bureau of one dispute. `transunionn` (the prototype's spelling) is read as TransUnion; else a 400. */
export const DisputeBureauPathSchema = z.strictObject({
  id: z.uuid(),
  bureau: z
    .string()
    .transform((value) => (value === 'transunionn' ? 'transunion' : value))
    .pipe(z.enum(BUREAUS)),
});
export const DownloadLetterQuerySchema = z.strictObject({ kind: z.enum(LETTER_KINDS).default('dispute') });

export const ProcessDisputesRequestSchema = z.strictObject({
  disputeIds: z.array(z.uuid()).min(1, { error: 'disputes.errors.selectOne' }).max(MAX_DISPUTES_PER_SUBMISSION),
});
export const ProcessDisputesResponseSchema = z.object({
  processedCount: z.number().int(),
  remainingThisMonth: z.number().int(),
});

/** A member withdraws a draft; a member or an admin notes a bureau's progress; an admin records its answer. */
export const UpdateDisputeStatusRequestSchema = z.union([
  z.strictObject({ status: z.literal('withdrawn') }),
  z.strictObject({ bureau: z.enum(BUREAUS), status: z.literal('in_review') }),
  z.strictObject({ bureau: z.enum(BUREAUS), newInformation: z.literal(true) }),
  z.strictObject({
    bureau: z.enum(BUREAUS),
    outcome: z.enum(BUREAU_OUTCOMES),
    respondedOn: z.iso.date().optional(),
  }),
]);
export type UpdateDisputeStatusRequest = z.infer<typeof UpdateDisputeStatusRequestSchema>;

/** Looks like a USPS number (20, 22 or 26 digits, or 2 letters, 9 digits and "US"), check digit aside. */
const hasTrackingNumberShape = (value: string) =>
  /^(?:\d{20}|\d{22}|\d{26}|[A-Z]{2}\d{9}US)$/.test(normalizeTrackingNumber(value));

/** The member mailed a bureau its letter, on a day, with the certified-mail number when there is one. */
export const MarkMailedRequestSchema = z.strictObject({
  mailedOn: day,
  trackingNumber: z
    .string()
    .trim()
    .max(40, { error: 'disputes.errors.trackingNumber' })
    .refine(hasTrackingNumberShape, { error: 'disputes.errors.trackingNumber', abort: true })
    // The shape is right, so one digit was misread or mistyped: a message of its own says so.
    .refine(isUspsTrackingNumber, { error: 'disputes.errors.trackingNumberCheckDigit' })
    .transform(normalizeTrackingNumber)
    .optional(),
});
export type MarkMailedRequest = z.infer<typeof MarkMailedRequestSchema>;

/** The letter reached the bureau (the return receipt or the tracking page says when). */
export const MarkDeliveredRequestSchema = z.strictObject({ deliveredOn: day });
export type MarkDeliveredRequest = z.infer<typeof MarkDeliveredRequestSchema>;

/**
 * A bureau's answer as its letter states it, on the day it is dated; "no response" is the absence of one and
 * has no date of its own.
 */
export const RecordAnswerRequestSchema = z
  .strictObject({ outcome: z.enum(BUREAU_OUTCOMES), respondedOn: day.optional() })
  .refine((value) => value.outcome === 'no_response' || value.respondedOn !== undefined, {
    error: 'disputes.errors.answerDateRequired',
    path: ['respondedOn'],
  });
export type RecordAnswerRequest = z.infer<typeof RecordAnswerRequestSchema>;

export const DisputeBureauSchema = z.object({
  bureau: z.enum(BUREAUS),
  status: z.enum(BUREAU_DISPUTE_STATUSES),
  /** When the letter was written: ready to print and mail. */
  readyAt: instant,
  mailedOn: day.nullable(),
  trackingNumber: z.string().nullable(),
  deliveredOn: day.nullable(),
  /** The day the bureau's 30 (or 45) days began: delivery, or mailing plus the days in the mail. */
  clockStartsOn: day.nullable(),
  clockBasis: z.enum(['delivered', 'mailed']).nullable(),
  /** The last day of the bureau's time to answer; null until the letter is mailed. */
  responseDueOn: day.nullable(),
  respondedAt: instant.nullable(),
  outcome: z.enum(BUREAU_OUTCOMES).nullable(),
  /** The due date passed with no answer: a follow-up letter is offered. */
  overdue: z.boolean(),
  /** Days until the answer is due; null while no clock runs. */
  daysLeft: z.number().int().nullable(),
  extended: z.boolean(),
  /** The bureau's own letter, when the member kept a copy with the answer. */
  responseLetter: z.object({ contentType: z.enum(RESPONSE_LETTER_TYPES), uploadedAt: instant }).nullable(),
  /** A later report shows the item again from this bureau after it deleted it (§ 1681i(a)(5)(B)): when found. */
  reappearedAt: instant.nullable(),
});
export type DisputeBureau = z.infer<typeof DisputeBureauSchema>;

export const DisputeResponseSchema = z.object({
  id: z.uuid(),
  negativeItemId: z.uuid(),
  /** The primary reason: the first of `reasonCodes`. */
  disputeReason: z.enum(DISPUTE_REASON_CODES),
  /** Every reason the member chose, primary first. */
  reasonCodes: z.array(z.enum(DISPUTE_REASON_CODES)),
  /** The form's own words when the member used the create form. */
  reasonText: z.string().nullable(),
  additionalDetails: z.string().nullable(),
  status: z.enum(DISPUTE_STATUSES),
  createdAt: instant,
  updatedAt: instant,
  submittedAt: instant.nullable(),
  resolvedAt: instant.nullable(),
  accountName: z.string(),
  accountNumber: z.string().nullable(),
  itemType: z.enum(ITEM_TYPES),
  /**
   * The last day the item could be reported (FCRA § 605), once that day is behind us; null while it may still be
   * reported or when no date tells. A bureau that verifies such an item is asked how it did.
   */
  reportingEndedOn: day.nullable(),
  /** The member said they have an FTC identity theft report or a police report (identity-theft disputes). */
  identityTheftReport: z.boolean(),
  /** Waiting on a payment being verified (or the right to cancel running out). */
  queued: z.boolean(),
  /** Letters as a JSON string by bureau, plus generatedAt; null before sending (docs/product-rules.md, Disputes). */
  letterContent: z.string().nullable(),
  bureaus: z.array(DisputeBureauSchema),
  /** Superseded by `nextSteps` and `steps` (every later letter is a campaign step's): always empty, kept for older clients. */
  followUps: z.array(z.object({ kind: z.enum(LETTER_KINDS), bureau: z.enum(BUREAUS) })),
  /** The campaign after round 1 (the bureau letters above): every later step, oldest first. */
  steps: z.array(CampaignStepSchema),
  /** What the answers so far call for next (rules/next-steps.ts). */
  nextSteps: z.array(NextStepSchema),
  /** Where the campaign stands (campaignState, rules/campaign.ts). */
  campaignState: CampaignStateSchema,
});
export type DisputeResponse = z.infer<typeof DisputeResponseSchema>;
export const DisputeListResponseSchema = z.array(DisputeResponseSchema);
