import { z } from 'zod';
import { BUREAUS } from '../constants/bureaus.ts';
import { DISPUTE_REASON_CODES, ITEM_TYPES } from '../constants/credit-items.ts';
import {
  BUREAU_DISPUTE_STATUSES,
  BUREAU_OUTCOMES,
  DISPUTE_DETAILS_MAX_LENGTH,
  DISPUTE_FORM_REASONS,
  DISPUTE_STATUSES,
  LETTER_KINDS,
  MAX_DISPUTES_PER_SUBMISSION,
} from '../constants/disputes.ts';

const instant = z.iso.datetime();

/** Either reading of the spec's reasons: a code ("list one") or the create form's label ("list two"). */
export const DisputeReasonInputSchema = z.union([z.enum(DISPUTE_REASON_CODES), z.enum(DISPUTE_FORM_REASONS)], {
  error: 'disputes.errors.reasonRequired',
});

/** The member's own words: lines and tabs are fine, other control characters (a NUL above all) are not. */
const Details = z
  .string()
  .trim()
  .max(DISPUTE_DETAILS_MAX_LENGTH, { error: 'validation.tooLong' })
  .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, { error: 'validation.invalidFormat' });

const OTHER_REASONS = new Set<string>(['other', 'Other (specify in details)']);

export const CreateDisputeRequestSchema = z
  .strictObject({
    negativeItemId: z.uuid({ error: 'disputes.errors.itemRequired' }),
    disputeReason: DisputeReasonInputSchema,
    additionalDetails: Details.optional(),
  })
  // "Other" says nothing by itself: a letter with no specifics would be dismissed as frivolous.
  .refine((value) => !OTHER_REASONS.has(value.disputeReason) || (value.additionalDetails ?? '') !== '', {
    error: 'disputes.errors.detailsRequired',
    path: ['additionalDetails'],
  });
export type CreateDisputeRequest = z.infer<typeof CreateDisputeRequestSchema>;

export const DisputeIdParamsSchema = z.strictObject({ id: z.uuid() });

/** `transunionn` (the prototype's spelling) is read as TransUnion; anything else is a 400. */
export const DownloadLetterParamsSchema = z.strictObject({
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

export const DisputeBureauSchema = z.object({
  bureau: z.enum(BUREAUS),
  status: z.enum(BUREAU_DISPUTE_STATUSES),
  sentAt: instant,
  responseDueAt: instant,
  respondedAt: instant.nullable(),
  outcome: z.enum(BUREAU_OUTCOMES).nullable(),
  /** The due date passed with no answer: a follow-up letter is offered. */
  overdue: z.boolean(),
  daysLeft: z.number().int(),
  extended: z.boolean(),
});
export type DisputeBureau = z.infer<typeof DisputeBureauSchema>;

export const DisputeResponseSchema = z.object({
  id: z.uuid(),
  negativeItemId: z.uuid(),
  disputeReason: z.enum(DISPUTE_REASON_CODES),
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
  /** Waiting on a payment being verified (or the right to cancel running out). */
  queued: z.boolean(),
  /** The spec's shape: a JSON string of the letters keyed by bureau, plus generatedAt; null before sending. */
  letterContent: z.string().nullable(),
  bureaus: z.array(DisputeBureauSchema),
  /** Letters the member can download besides the dispute letters (follow-ups). */
  followUps: z.array(z.object({ kind: z.enum(LETTER_KINDS), bureau: z.enum(BUREAUS) })),
});
export type DisputeResponse = z.infer<typeof DisputeResponseSchema>;
export const DisputeListResponseSchema = z.array(DisputeResponseSchema);
