import { z } from 'zod';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import {
  ACCOUNT_STATUSES,
  CREDIT_DATA_SOURCES,
  DISPUTE_REASON_CODES,
  IMPACT_LEVELS,
  ITEM_TYPES,
} from '#shared/constants/credit-items.ts';
import { BureauScoreSchema, BureauViewSchema, ReportFormatSchema } from './credit-report.ts';

const isoDate = z.iso.date().nullable();

export const DisputeReasonSchema = z.object({
  code: z.enum(DISPUTE_REASON_CODES),
  rule: z.enum(['outdated', 'bureau_mismatch', 'duplicate', 'paid_but_reported_unpaid', 'single_bureau']),
  bureaus: z.array(z.enum(BUREAUS)),
  relatedTradelineKey: z.string().nullable(),
  explanation: z.object({ en: z.string(), es: z.string() }),
});
export type DisputeReason = z.infer<typeof DisputeReasonSchema>;

/** One bureau's view as the member sees it. */
export const BureauViewResponseSchema = BureauViewSchema.pick({
  bureau: true,
  balanceCents: true,
  pastDueCents: true,
  creditLimitCents: true,
  accountStatus: true,
  paymentStatus: true,
  dateOpened: true,
  dateReported: true,
  dateClosed: true,
  lastPaymentDate: true,
  firstDelinquencyDate: true,
  chargeOffDate: true,
  paymentPattern: true,
  remarks: true,
});

export const NegativeItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['account', 'public_record']),
  itemType: z.enum(ITEM_TYPES),
  impact: z.enum(IMPACT_LEVELS),
  creditorName: z.string(),
  originalCreditorName: z.string().nullable(),
  /** Never the full number: "••••1234". */
  accountNumberMasked: z.string().nullable(),
  accountType: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  creditLimitCents: z.number().int().nullable(),
  status: z.enum(ACCOUNT_STATUSES).nullable(),
  dateOpened: isoDate,
  dateReported: isoDate,
  dateClosed: isoDate,
  lastPaymentDate: isoDate,
  firstDelinquencyDate: isoDate,
  reportingEndsOn: isoDate,
  paymentPattern: z.string().nullable(),
  bureaus: z.array(z.enum(BUREAUS)),
  views: z.array(BureauViewResponseSchema),
  disputeReasons: z.array(DisputeReasonSchema),
  isDisputed: z.boolean(),
  /** Typed in by the member from a report they hold, not read from a bureau's or vendor's file. */
  enteredByHand: z.boolean(),
});
export type NegativeItem = z.infer<typeof NegativeItemSchema>;

export const CreditReportResponseSchema = z.object({
  id: z.uuid(),
  /** Average of the bureau scores present; null when no bureau scored the file. */
  creditScore: z.number().int().nullable(),
  experianScore: z.number().int().nullable(),
  equifaxScore: z.number().int().nullable(),
  transunionScore: z.number().int().nullable(),
  lastUpdated: z.iso.datetime(),
  dataSource: z.enum(CREDIT_DATA_SOURCES),
  isRealBureauData: z.boolean(),
  format: ReportFormatSchema,
  reportIdentifier: z.string().nullable(),
  borrower: z.object({
    firstName: z.string(),
    lastName: z.string(),
    matchedMember: z.boolean(),
    borrowerCount: z.number().int(),
  }),
  bureausReturned: z.array(z.enum(BUREAUS)),
  scores: z.array(BureauScoreSchema),
  summary: z.object({
    totalAccounts: z.number().int(),
    negativeItems: z.number().int(),
    publicRecords: z.number().int(),
    inquiries: z.number().int(),
    byImpact: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
    withDisputeReasons: z.number().int(),
  }),
  negativeItems: z.array(NegativeItemSchema),
});
export type CreditReportResponse = z.infer<typeof CreditReportResponseSchema>;

export const ReportIdParamsSchema = z.strictObject({ id: z.uuid() });

export const DashboardStatsResponseSchema = z.object({
  experianScore: z.number().int().nullable(),
  equifaxScore: z.number().int().nullable(),
  transunionScore: z.number().int().nullable(),
  creditScore: z.number().int().nullable(),
  activeDisputes: z.number().int(),
  negativeItems: z.number().int(),
  itemsRemoved: z.number().int(),
  lastUpdated: z.iso.datetime().nullable(),
  dataSource: z.enum(CREDIT_DATA_SOURCES).nullable(),
});
export type DashboardStatsResponse = z.infer<typeof DashboardStatsResponseSchema>;

/** What a pull found: the scores and the negative items to choose from. */
export const CreditPullResultSchema = z.object({
  creditScore: z.number().int().nullable(),
  experianScore: z.number().int().nullable(),
  equifaxScore: z.number().int().nullable(),
  transunionScore: z.number().int().nullable(),
  negativeItems: z.array(NegativeItemSchema),
  dataSource: z.enum(CREDIT_DATA_SOURCES),
  isRealBureauData: z.boolean(),
});
export type CreditPullResult = z.infer<typeof CreditPullResultSchema>;

export const CreditPullResponseSchema = CreditPullResultSchema.extend({
  /** Null while the report waits in a visitor's onboarding draft: it becomes theirs with the account. */
  reportId: z.uuid().nullable(),
  dataSourceDetails: z.object({ source: z.string(), realDataDelivered: z.boolean() }),
});
export type CreditPullResponse = z.infer<typeof CreditPullResponseSchema>;
