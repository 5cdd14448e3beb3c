import { z } from 'zod';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import {
  CAMPAIGN_STATES,
  CAMPAIGN_STEP_KINDS,
  CFPB_ANSWER_MAX_LENGTH,
  CFPB_REFERENCE_MAX_LENGTH,
  NEW_INFORMATION_MAX_LENGTH,
  NEW_INFORMATION_MIN_LENGTH,
  NEXT_STEP_REASONS,
  STATEMENT_MAX_WORDS,
  STEP_NEEDS,
  STEP_OUTCOMES,
  STEP_RECIPIENTS,
  STEP_STATUSES,
} from '#shared/constants/campaign.ts';
import { ITEM_TYPES } from '#shared/constants/credit-items.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { printsInLetter } from '#shared/rules/letter-charset.ts';
import { ProfileSchema } from './onboarding.ts';

const instant = z.iso.datetime();
const day = z.iso.date({ error: 'validation.invalidDate' });

/** Words as a bureau would count them: runs of characters between spaces (§ 1681i(b)'s 100-word limit). */
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The member's own words printed in a letter: lines are fine, other control characters are not; Latin letters. */
const letterWords = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { error: 'campaign.errors.tooShort' })
    .max(max, { error: 'validation.tooLong' })
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, { error: 'validation.invalidFormat' })
    .refine((text) => printsInLetter(text.replace(/[\n\r\t]/g, ' ')), { error: 'disputes.errors.detailsCharacters' });

/** A furnisher's, collector's or creditor's name and address, as the member typed it or the report gave it. */
export const StepRecipientSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(2, { error: 'campaign.errors.recipientName' })
    .max(100)
    .regex(/^[^\p{Cc}]*$/u, { error: 'validation.invalidFormat' })
    .refine(printsInLetter, { error: 'onboarding.errors.latinLetters' }),
  ...ProfileSchema.shape.address.shape,
});
export type StepRecipient = z.infer<typeof StepRecipientSchema>;

/**
 * The member takes a proposed step: its letter is written (or, for the CFPB, its complaint text kept). What the
 * step needs (rules/next-steps.ts) comes with it: the recipient's address when the report has none, what is new,
 * or the statement for the file (100 words at most).
 */
export const PrepareStepRequestSchema = z
  .strictObject({
    kind: z.enum(CAMPAIGN_STEP_KINDS),
    bureau: z.enum(BUREAUS),
    recipient: StepRecipientSchema.optional(),
    newInformation: letterWords(NEW_INFORMATION_MIN_LENGTH, NEW_INFORMATION_MAX_LENGTH).optional(),
    statement: letterWords(1, 1000)
      .refine((text) => countWords(text) <= STATEMENT_MAX_WORDS, { error: 'campaign.errors.statementTooLong' })
      .optional(),
  })
  .refine((value) => value.kind !== 'new_information' || value.newInformation !== undefined, {
    error: 'campaign.errors.newInformationRequired',
    path: ['newInformation'],
  })
  .refine((value) => value.kind !== 'statement_of_dispute' || value.statement !== undefined, {
    error: 'campaign.errors.statementRequired',
    path: ['statement'],
  });
export type PrepareStepRequest = z.infer<typeof PrepareStepRequestSchema>;

export const StepPathSchema = z.strictObject({ id: z.uuid(), stepId: z.uuid() });

/**
 * What happened to a step since: the member mailed the letter (or filed the complaint, with the CFPB's number),
 * or the recipient answered. A letter's answer has an outcome; the CFPB's is what the member notes of it.
 */
export const UpdateStepRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('sent'),
    sentOn: day,
    reference: z.string().trim().max(CFPB_REFERENCE_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
  }),
  z.strictObject({
    action: z.literal('answered'),
    outcome: z.enum(STEP_OUTCOMES).optional(),
    answeredOn: day.optional(),
    answer: z.string().trim().max(CFPB_ANSWER_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
  }),
]);
export type UpdateStepRequest = z.infer<typeof UpdateStepRequestSchema>;

export const CampaignStepSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CAMPAIGN_STEP_KINDS),
  bureau: z.enum(BUREAUS),
  round: z.number().int().min(2),
  recipient: z.enum(STEP_RECIPIENTS),
  /** Whom the letter is addressed to (a bureau's name, the furnisher's ...); null for the CFPB. */
  recipientName: z.string().nullable(),
  status: z.enum(STEP_STATUSES),
  preparedAt: instant,
  sentOn: day.nullable(),
  reference: z.string().nullable(),
  responseDueOn: day.nullable(),
  answeredOn: day.nullable(),
  outcome: z.enum(STEP_OUTCOMES).nullable(),
  /** What the member noted of the answer (the CFPB's). */
  answer: z.string().nullable(),
  /** Past its answer date with no answer. */
  overdue: z.boolean(),
  /** Whether there is a letter to download (every step but the CFPB complaint). */
  hasLetter: z.boolean(),
});
export type CampaignStep = z.infer<typeof CampaignStepSchema>;

/** A step the answers so far call for, with the law it rests on and what the member must give first. */
export const NextStepSchema = z.object({
  kind: z.enum(CAMPAIGN_STEP_KINDS),
  bureau: z.enum(BUREAUS),
  reason: z.enum(NEXT_STEP_REASONS),
  law: z.string(),
  needs: z.array(z.enum(STEP_NEEDS)),
  /** The recipient as the report gives it (the furnisher from the vendor file), for the member to check. */
  suggestedRecipient: StepRecipientSchema.nullable(),
});
export type NextStep = z.infer<typeof NextStepSchema>;

export const CampaignStateSchema = z.enum(CAMPAIGN_STATES);

export const ComplaintQuerySchema = z.strictObject({ lang: z.enum(LANGUAGES).default('en') });

/** The complaint's text for the member to paste into the CFPB's portal, and the documents to attach. */
export const ComplaintResponseSchema = z.object({
  text: z.string(),
  portalUrl: z.string(),
  attachments: z.array(z.string()),
});
export type ComplaintResponse = z.infer<typeof ComplaintResponseSchema>;

const ChangedItemSchema = z.object({
  tradelineKey: z.string(),
  creditorName: z.string(),
  accountNumberLast4: z.string().nullable(),
  itemType: z.enum(ITEM_TYPES).nullable(),
});

/** Every report the member brought, oldest first: the dated snapshots the score chart is drawn from. */
export const ReportHistoryResponseSchema = z.object({
  reports: z.array(
    z.object({
      id: z.uuid(),
      pulledAt: instant,
      reportDate: day.nullable(),
      source: z.string(),
      scores: z.object({
        experian: z.number().int().nullable(),
        equifax: z.number().int().nullable(),
        transunion: z.number().int().nullable(),
      }),
    }),
  ),
});
export type ReportHistoryResponse = z.infer<typeof ReportHistoryResponseSchema>;

export const ReportChangesQuerySchema = z.strictObject({ from: z.uuid().optional(), to: z.uuid().optional() });

/**
 * Between two reports of one file (rules/report-changes.ts): items gone (and the dispute that removed them),
 * new negative items, and balances and statuses that moved. `comparable` is false when the two do not read
 * the same file, and then the lists are empty.
 */
export const ReportChangesResponseSchema = z.object({
  from: z.object({ id: z.uuid(), pulledAt: instant }).nullable(),
  to: z.object({ id: z.uuid(), pulledAt: instant }).nullable(),
  comparable: z.boolean(),
  removed: z.array(ChangedItemSchema.extend({ disputeId: z.uuid().nullable() })),
  added: z.array(ChangedItemSchema),
  balances: z.array(
    ChangedItemSchema.extend({ beforeCents: z.number().nullable(), afterCents: z.number().nullable() }),
  ),
  statuses: z.array(ChangedItemSchema.extend({ before: z.string().nullable(), after: z.string().nullable() })),
});
export type ReportChangesResponse = z.infer<typeof ReportChangesResponseSchema>;
