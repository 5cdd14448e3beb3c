import { z } from 'zod';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { REPORT_FORMAT_PATTERN } from '#shared/constants/credit-files.ts';
import { ACCOUNT_STATUSES, CREDIT_DATA_SOURCES } from '#shared/constants/credit-items.ts';

/** How a bureau rates the account today, normalised from MISMO's rating types and the demo provider. */
export const PAYMENT_STATUSES = [
  'current',
  'late_30',
  'late_60',
  'late_90',
  'late_120',
  'collection',
  'charge_off',
  'repossession',
  'foreclosure',
  'bankruptcy',
  'unknown',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const isoDate = z.iso.date().nullable();
/** Money is kept in integer cents everywhere. */
const cents = z.number().int().nullable();

/** One bureau's account of one tradeline: the same account as Experian, Equifax or TransUnion reports it. */
export const BureauViewSchema = z.object({
  bureau: z.enum(BUREAUS),
  balanceCents: cents,
  pastDueCents: cents,
  creditLimitCents: cents,
  highBalanceCents: cents,
  chargeOffCents: cents,
  accountStatus: z.enum(ACCOUNT_STATUSES).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  dateOpened: isoDate,
  dateReported: isoDate,
  dateClosed: isoDate,
  lastPaymentDate: isoDate,
  firstDelinquencyDate: isoDate,
  /** When the creditor charged the account off; absent on views stored before it was read. */
  chargeOffDate: isoDate.optional(),
  /**
   * The earliest date the bureau rated the account adverse (MISMO's highest, most recent and prior adverse
   * ratings): evidence for dating a delinquency the bureau gives no date of first delinquency for. Never shown.
   */
  earliestAdverseRatingDate: isoDate.optional(),
  /** Most recent month first, one character a month, as the bureau sends it (C, 1..9, X...). */
  paymentPattern: z.string().nullable(),
  late30Count: z.number().int().nullable(),
  late60Count: z.number().int().nullable(),
  late90Count: z.number().int().nullable(),
  isCollection: z.boolean(),
  isChargeOff: z.boolean(),
  isDerogatory: z.boolean(),
  remarks: z.array(z.string()),
});
export type BureauView = z.infer<typeof BureauViewSchema>;

/** A business's postal address as a vendor file gives it. */
export const CreditorAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type CreditorAddress = z.infer<typeof CreditorAddressSchema>;

/** An account or public record as a whole, with each reporting bureau's view of it. */
export const TradelineSchema = z.object({
  /** Stable within one report (used to link reasons such as "duplicate of"). */
  key: z.string(),
  kind: z.enum(['account', 'public_record']),
  creditorName: z.string(),
  originalCreditorName: z.string().nullable(),
  /**
   * Where the vendor file says the creditor (the furnisher) can be written to, when it says so
   * (MISMO's creditor element): a furnisher dispute goes there. Absent for other sources.
   */
  creditorAddress: CreditorAddressSchema.nullable().optional(),
  /** As reported (often partly masked by the bureau). Never leaves the server in full. */
  accountNumber: z.string().nullable(),
  /** MISMO account type: Revolving, Installment, Mortgage, Open... */
  accountType: z.string().nullable(),
  /** MISMO loan type: CreditCard, Automobile, Medical, ChildSupport... */
  loanType: z.string().nullable(),
  /** For public records: Bankruptcy chapter 7, 11 or 13, when known. */
  bankruptcyChapter: z.union([z.literal(7), z.literal(11), z.literal(13)]).nullable(),
  /** For public records: MISMO CreditPublicRecordType (BankruptcyChapter7, Judgment, TaxLienFederal...). */
  publicRecordType: z.string().nullable(),
  views: z.array(BureauViewSchema).min(1),
});
export type Tradeline = z.infer<typeof TradelineSchema>;

export const BureauScoreSchema = z.object({
  bureau: z.enum(BUREAUS),
  /** Null when the bureau answered but could not score the file. */
  value: z.number().int().min(300).max(850).nullable(),
  model: z.string().nullable(),
  date: isoDate,
  factors: z.array(z.string()),
});
export type BureauScore = z.infer<typeof BureauScoreSchema>;

export const InquirySchema = z.object({
  bureau: z.enum(BUREAUS),
  date: isoDate,
  name: z.string(),
});

/** What a provider hands over: a whole tri-bureau (or one- or two-bureau) report, before any finding. */
/** demo, manual, or mismo-<the document's own version> (mismo-2.3.1, mismo-2.4, mismo-3.4...). */
export const ReportFormatSchema = z.string().regex(REPORT_FORMAT_PATTERN);
export type ReportFormat = z.infer<typeof ReportFormatSchema>;

export const ParsedCreditReportSchema = z.object({
  source: z.enum(CREDIT_DATA_SOURCES),
  format: ReportFormatSchema,
  /**
   * per_bureau: each bureau's record of an account is its own (we group them). vendor_merged: the vendor
   * merged the bureaus' records and kept one bureau per account, so who else reports it is unknown.
   */
  bureauAttribution: z.enum(['per_bureau', 'vendor_merged']),
  /** The vendor's report number: the vendor's reference, which no bureau knows, so no letter cites it. */
  reportIdentifier: z.string().nullable(),
  /**
   * Each bureau's own report or confirmation number, where the source gives one (the member types it from the
   * bureau's report; MISMO files carry none): the letter to that bureau cites it, and no other.
   */
  bureauReportNumbers: z.partialRecord(z.enum(BUREAUS), z.string()).default({}),
  reportDate: isoDate,
  /** Which borrower of the document this is, and whether the name matched the member. */
  borrower: z.object({
    firstName: z.string(),
    lastName: z.string(),
    /** YYYY-MM-DD when the document gives it: the identity check compares it with the member's. */
    dateOfBirth: isoDate.optional(),
    matchedMember: z.boolean(),
    borrowerCount: z.number().int().min(1),
  }),
  bureausReturned: z.array(z.enum(BUREAUS)),
  scores: z.array(BureauScoreSchema),
  tradelines: z.array(TradelineSchema),
  inquiries: z.array(InquirySchema),
});
export type ParsedCreditReport = z.infer<typeof ParsedCreditReportSchema>;
