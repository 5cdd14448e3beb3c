import { z } from 'zod';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { ACCOUNT_STATUSES, ITEM_TYPES } from '#shared/constants/credit-items.ts';
import { addDays, isoDayOf } from '#shared/rules/iso-date.ts';
import { printsInLetter } from '#shared/rules/letter-charset.ts';
import { PAYMENT_STATUSES } from './credit-report.ts';

/**
 * Items a member types in from a bureau report they hold (AnnualCreditReport.com, a bureau's own site, a
 * letter). They become the member's "entered by hand" report and go through the same finder and disputes.
 */

/** Dates on a report are in the past; the day after today is allowed for a member a time zone ahead of UTC. */
const notLaterThanTomorrow = (value: string) => value <= addDays(isoDayOf(new Date()), 1);
const pastDate = z.iso
  .date({ error: 'validation.invalidDate' })
  .refine(notLaterThanTomorrow, { error: 'credit.manual.errors.dateInFuture' })
  .refine((value) => value >= '1950-01-01', { error: 'validation.invalidDate' })
  .nullable();
/** Integer cents, at most ten million dollars: no consumer account on a report is larger. */
const cents = z
  .number({ error: 'validation.invalidType' })
  .int()
  .min(0, { error: 'credit.manual.errors.amountNegative' })
  .max(1_000_000_000)
  .nullable();
/** Names and remarks are quoted in the letters: the letter fonts' characters only. */
const letterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .regex(/^[^\p{Cc}]*$/u, { error: 'validation.invalidFormat' })
    .refine(printsInLetter, { error: 'onboarding.errors.latinLetters' });

/** How a bureau can show an item today; "unknown" is a reader's answer, never a member's. */
export const MANUAL_PAYMENT_STATUSES = PAYMENT_STATUSES.filter(
  (status): status is Exclude<(typeof PAYMENT_STATUSES)[number], 'unknown'> => status !== 'unknown',
);

/** One bureau's report of the item, as the member reads it on that bureau's report. */
export const ManualBureauViewSchema = z.strictObject({
  bureau: z.enum(BUREAUS),
  paymentStatus: z.enum(MANUAL_PAYMENT_STATUSES),
  accountStatus: z.enum(ACCOUNT_STATUSES).nullable(),
  balanceCents: cents,
  dateOpened: pastDate,
  dateReported: pastDate,
  dateClosed: pastDate,
  firstDelinquencyDate: pastDate,
  chargeOffDate: pastDate,
  lastPaymentDate: pastDate,
  remarks: letterText(300).nullable(),
});
export type ManualBureauView = z.infer<typeof ManualBureauViewSchema>;

const itemFields = {
  itemType: z.enum(ITEM_TYPES),
  creditorName: letterText(100).pipe(z.string().min(2, { error: 'credit.manual.errors.creditorRequired' })),
  originalCreditorName: letterText(100).nullable(),
  bankruptcyChapter: z.union([z.literal(7), z.literal(11), z.literal(13)]).nullable(),
  views: z
    .array(ManualBureauViewSchema)
    .min(1, { error: 'credit.manual.errors.bureauRequired' })
    .max(BUREAUS.length)
    .refine((views) => new Set(views.map((view) => view.bureau)).size === views.length, {
      error: 'credit.manual.errors.bureauTwice',
    }),
};

/** Letters, digits, spaces, dashes and the masks bureaus print (XXXX, ****). */
const ACCOUNT_NUMBER = /^[0-9A-Za-z*• -]{4,30}$/u;

/**
 * A new item, or an item's new content. The full account number is sealed and only its last four characters
 * are kept in clear; on an edit, leaving `accountNumber` out keeps the stored one and null removes it.
 */
export const ManualItemInputSchema = z.strictObject({
  ...itemFields,
  accountNumber: z
    .string()
    .trim()
    .regex(ACCOUNT_NUMBER, { error: 'credit.manual.errors.accountNumberInvalid' })
    .nullable()
    .optional(),
});
export type ManualItemInput = z.infer<typeof ManualItemInputSchema>;

/** An item as the member entered it, with what the app keeps of its account number. */
export const ManualItemSchema = z.object({
  ...itemFields,
  id: z.uuid(),
  accountNumberLast4: z.string().nullable(),
  /** A dispute was filed about it: its content is now part of a letter and can no longer change. */
  locked: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ManualItem = z.infer<typeof ManualItemSchema>;

export const ManualScoreSchema = z.strictObject({
  bureau: z.enum(BUREAUS),
  value: z
    .number({ error: 'validation.invalidType' })
    .int()
    .min(300, { error: 'credit.manual.errors.scoreRange' })
    .max(850, { error: 'credit.manual.errors.scoreRange' }),
  date: pastDate,
});
export type ManualScore = z.infer<typeof ManualScoreSchema>;

/**
 * The number a bureau prints on the report it gave the member (Experian's report number, Equifax's confirmation
 * number, TransUnion's file number): the letter to that bureau cites it so the bureau finds the report.
 */
export const ReportNumberSchema = z
  .string()
  .trim()
  .min(1, { error: 'credit.manual.errors.reportNumber' })
  .max(30, { error: 'credit.manual.errors.reportNumber' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'credit.manual.errors.reportNumber' });

/** Each bureau's report number the member has; a bureau left out has none. */
export const ReportNumbersSchema = z.partialRecord(z.enum(BUREAUS), ReportNumberSchema);
export type ReportNumbers = z.infer<typeof ReportNumbersSchema>;

/**
 * The scores the member has, replacing those entered before; a bureau left out has no score. With
 * `reportNumbers`, the report numbers too (replacing theirs); without it, the numbers stay as they were.
 */
export const ManualScoresInputSchema = z.strictObject({
  scores: z
    .array(ManualScoreSchema)
    .max(BUREAUS.length)
    .refine((scores) => new Set(scores.map((score) => score.bureau)).size === scores.length, {
      error: 'credit.manual.errors.bureauTwice',
    }),
  reportNumbers: ReportNumbersSchema.optional(),
});
export type ManualScoresInput = z.infer<typeof ManualScoresInputSchema>;

/** A bureau report the member keeps with their items (PDF, encrypted at rest, downloadable by them only). */
export const ReportDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type ReportDocument = z.infer<typeof ReportDocumentSchema>;

/** Everything the member entered by hand, and the report it makes (null before the first item or score). */
export const ManualEntriesResponseSchema = z.object({
  items: z.array(ManualItemSchema),
  scores: z.array(ManualScoreSchema),
  /** The report number of each bureau the member typed one for. */
  reportNumbers: ReportNumbersSchema.optional(),
  documents: z.array(ReportDocumentSchema),
  reportId: z.uuid().nullable(),
});
export type ManualEntriesResponse = z.infer<typeof ManualEntriesResponseSchema>;

export const ManualItemParamsSchema = z.strictObject({ itemId: z.uuid() });
export const ReportDocumentParamsSchema = z.strictObject({ documentId: z.uuid() });

/** The tradeline key of a hand-entered item: stable across edits, so disputes follow the item. */
export const manualTradelineKey = (itemId: string) => `manual:${itemId}`;
export const isManualTradelineKey = (key: string) => key.startsWith('manual:');
