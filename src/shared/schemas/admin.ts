import { z } from 'zod';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX_LENGTH,
  ANALYTICS_WEEKS_DEFAULT,
  ANALYTICS_WEEKS_MAX,
  AUDIT_ACTIONS,
  EXPORT_FORMATS,
} from '#shared/constants/admin.ts';
import { PAYMENT_KINDS, SUBSCRIPTION_ACTIONS } from '#shared/constants/billing.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { CAMPAIGN_FILTERS } from '#shared/constants/campaign.ts';
import { DISPUTE_REASON_CODES } from '#shared/constants/credit-items.ts';
import { BUREAU_OUTCOMES, DISPUTE_STATUSES } from '#shared/constants/disputes.ts';
import { PAYMENT_TYPES } from '#shared/constants/plans.ts';
import { SUBSCRIPTION_STATUSES } from '#shared/constants/subscription-statuses.ts';
import { DisputeBureauSchema } from './disputes.ts';
import { pageOf, pageQuery } from './paging.ts';

const instant = z.iso.datetime();
const day = z.iso.date();

/** Every admin list pages the same way: `page` from 1, `pageSize` up to the maximum. */
const paging = pageQuery({ maxPage: 100_000, maxPageSize: ADMIN_MAX_PAGE_SIZE, defaultPageSize: ADMIN_PAGE_SIZE });
const search = z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional();
/** A filter a link may send empty (`status=&dateFrom=`): empty means no filter (docs/product-rules.md, Admin). */
const filter = <T extends z.ZodType<string, string>>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();
const order = z.enum(['asc', 'desc']).default('desc');
/**
 * A paged answer whose count stops past a cap (docs/product-rules.md, Admin): with `totalCapped`, more than `total`
 * rows match, and the page after this one exists.
 */
const cappedPageOf = { ...pageOf, totalCapped: z.boolean() };

export const UserIdParamsSchema = z.strictObject({ userId: z.uuid() });

// ---------------------------------------------------------------------------------------------- metrics

export const AdminMetricsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  activeSubscriptions: z.number().int().nonnegative(),
  /** Members whose payment waits for an admin's verification. */
  pendingActivations: z.number().int().nonnegative(),
  /** The prices of the active members' monthly plans (the one-time plan is not monthly revenue), in cents. */
  monthlyRevenueCents: z.number().int().nonnegative(),
  totalDisputes: z.number().int().nonnegative(),
  /** resolved / (resolved + rejected), as a percentage to one decimal; null before any dispute has ended. */
  disputeSuccessRate: z.number().min(0).max(100).nullable(),
});
export type AdminMetrics = z.infer<typeof AdminMetricsSchema>;

// ------------------------------------------------------------------------------------------------ users

export const AdminUsersQuerySchema = z.strictObject({
  /** Matches email, first or last name, case-insensitively. */
  search,
  status: filter(z.enum(SUBSCRIPTION_STATUSES)),
  sort: z.enum(['createdAt', 'email', 'lastName']).default('createdAt'),
  order,
  ...paging,
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** From the member's mailing details; null until they gave them. */
  phoneNumber: z.string().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionTier: z.enum(PAYMENT_TYPES).nullable(),
  isAdmin: z.boolean(),
  /** The owner (OWNER_EMAIL): always an admin. */
  isOwner: z.boolean(),
  /** They gave their profile (name, date of birth, SSN, address), at onboarding or later. */
  onboardingCompleted: z.boolean(),
  createdAt: instant,
  lastLoginAt: instant.nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersResponseSchema = z.object({ users: z.array(AdminUserSchema), ...cappedPageOf });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

export const SetAdminStatusRequestSchema = z.strictObject({ isAdmin: z.boolean() });
export type SetAdminStatusRequest = z.infer<typeof SetAdminStatusRequestSchema>;

// ------------------------------------------------------------------------------ payments to verify by hand

/** What an admin verifies in manual mode: a plan's purchase, or a later month's renewal. */
export const VerifiablePaymentKindSchema = z.enum(PAYMENT_KINDS).extract(['purchase', 'renewal', 'mailing']);

export const AwaitingPaymentsQuerySchema = z.strictObject({
  /** One member's payments only (the users list opens the dialog for one member). */
  userId: z.uuid().optional(),
  kind: VerifiablePaymentKindSchema.optional(),
  ...paging,
});
export type AwaitingPaymentsQuery = z.input<typeof AwaitingPaymentsQuerySchema>;

/** A manual payment awaiting an admin's verification, with what the admin checks it against. */
export const AwaitingPaymentSchema = z.object({
  paymentId: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  kind: VerifiablePaymentKindSchema,
  /** Which billing period it pays for: 0 is the purchase, N the (N+1)th month. */
  periodIndex: z.number().int().nonnegative(),
  paymentType: z.enum(PAYMENT_TYPES),
  amountCents: z.number().int(),
  /** When the payment became owed: the purchase reported, or the month begun. */
  createdAt: instant,
  /** When the member said they paid it; null if they have not said so yet. */
  reportedAt: instant.nullable(),
  /** The receipt or confirmation number the member gave, if any. */
  memberReference: z.string().nullable(),
});
export type AwaitingPayment = z.infer<typeof AwaitingPaymentSchema>;

export const AwaitingPaymentsResponseSchema = z.object({ payments: z.array(AwaitingPaymentSchema), ...pageOf });
export type AwaitingPaymentsResponse = z.infer<typeof AwaitingPaymentsResponseSchema>;

/**
 * Why the Stripe charge job stopped trying a charge: Stripe out of reach, Stripe answering with an error of its
 * own, runs that claimed it and never reported back, or an error of ours. A declined card is never one of them.
 */
export const ChargeFailureKindSchema = z.enum(['unreachable', 'processor_error', 'no_answer', 'internal']);
export type ChargeFailureKind = z.infer<typeof ChargeFailureKindSchema>;

export const StoppedChargesQuerySchema = z.strictObject({ ...paging });

/** A Stripe charge the job stopped trying, for an admin to look into and try again. */
export const StoppedChargeSchema = z.object({
  paymentId: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  paymentType: z.enum(PAYMENT_TYPES),
  amountCents: z.number().int(),
  createdAt: instant,
  stoppedAt: instant,
  attempts: z.number().int().nonnegative(),
  reason: ChargeFailureKindSchema,
  /** Stripe's words (or ours) from the last attempt, as they were: no card data is ever in them. */
  detail: z.string(),
  /** The Stripe invoice it was sent as, if one was made, to find it in Stripe's dashboard. */
  stripeInvoiceId: z.string().nullable(),
});
export type StoppedCharge = z.infer<typeof StoppedChargeSchema>;

export const StoppedChargesResponseSchema = z.object({ charges: z.array(StoppedChargeSchema), ...pageOf });
export type StoppedChargesResponse = z.infer<typeof StoppedChargesResponseSchema>;

export const ChargeRetryParamsSchema = z.strictObject({ id: z.uuid() });
export const ChargeRetryResponseSchema = z.object({ paymentId: z.uuid(), status: z.literal('due') });

// --------------------------------------------------------------------------------------------- disputes

export const AdminDisputesQuerySchema = z.strictObject({
  /** Matches the member's email or name, or the account's name. */
  search,
  status: filter(z.enum(DISPUTE_STATUSES)),
  /** Where the dispute's campaign stands (rules/campaign.ts, campaignState). */
  campaign: filter(z.enum(CAMPAIGN_FILTERS)),
  order,
  ...paging,
});
export type AdminDisputesQuery = z.input<typeof AdminDisputesQuerySchema>;

/** The admin sees each bureau exactly as the member does. */
export const AdminDisputeBureauSchema = DisputeBureauSchema;

export const AdminDisputeSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userEmail: z.string(),
  userName: z.string(),
  accountName: z.string(),
  reasonCode: z.enum(DISPUTE_REASON_CODES),
  /** Every reason the member chose, primary first: the admin reads the member's own choice. */
  reasonCodes: z.array(z.enum(DISPUTE_REASON_CODES)),
  reasonText: z.string().nullable(),
  status: z.enum(DISPUTE_STATUSES),
  createdAt: instant,
  submittedAt: instant.nullable(),
  resolvedAt: instant.nullable(),
  /** One row per bureau once sent; empty for a draft. */
  bureaus: z.array(AdminDisputeBureauSchema),
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;

export const AdminDisputesResponseSchema = z.object({ disputes: z.array(AdminDisputeSchema), ...cappedPageOf });
export type AdminDisputesResponse = z.infer<typeof AdminDisputesResponseSchema>;

export const DisputeBureauParamsSchema = z.strictObject({ disputeId: z.uuid(), bureau: z.enum(BUREAUS) });

/** A bureau took the dispute up (`in_review`), or answered it with an outcome on a day. */
export const RecordBureauAnswerRequestSchema = z.union([
  z.strictObject({ status: z.literal('in_review') }),
  z.strictObject({ outcome: z.enum(BUREAU_OUTCOMES), respondedOn: day.optional() }),
]);
export type RecordBureauAnswerRequest = z.infer<typeof RecordBureauAnswerRequestSchema>;

// ------------------------------------------------------------------------------------------ client records

/** The client-record filters, shared by the list and the CSV export. `dateFrom`/`dateTo` bound the sign-up day. */
export const ClientRecordFiltersSchema = z.strictObject({
  search,
  status: filter(z.enum(SUBSCRIPTION_STATUSES)),
  dateFrom: filter(day),
  dateTo: filter(day),
});

export const ClientRecordsQuerySchema = ClientRecordFiltersSchema.extend({
  sort: z.enum(['registrationDate', 'email', 'lastName', 'totalDisputes']).default('registrationDate'),
  order,
  ...paging,
});
export type ClientRecordsQuery = z.input<typeof ClientRecordsQuerySchema>;

export const ClientRecordsExportQuerySchema = ClientRecordFiltersSchema.extend({
  format: z.enum(EXPORT_FORMATS).default('csv'),
});
export type ClientRecordsExportQuery = z.input<typeof ClientRecordsExportQuerySchema>;

export const ClientRecordSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  registrationDate: instant,
  lastLoginDate: instant.nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionTier: z.enum(PAYMENT_TYPES).nullable(),
  totalDisputes: z.number().int().nonnegative(),
  activeDisputes: z.number().int().nonnegative(),
  resolvedDisputes: z.number().int().nonnegative(),
  /** Verified payments less refunds, in cents. */
  totalPaymentsCents: z.number().int(),
  /** The latest report's score; null without one. */
  creditScore: z.number().int().nullable(),
  isAdmin: z.boolean(),
});
export type ClientRecord = z.infer<typeof ClientRecordSchema>;

export const ClientRecordsResponseSchema = z.object({
  clients: z.array(ClientRecordSchema),
  /** How many match, under its established name (docs/product-rules.md, Admin); capped like the other lists. */
  totalCount: cappedPageOf.total,
  totalCapped: cappedPageOf.totalCapped,
  page: pageOf.page,
  pageSize: pageOf.pageSize,
});
export type ClientRecordsResponse = z.infer<typeof ClientRecordsResponseSchema>;

export const ClientHistorySchema = z.object({
  client: ClientRecordSchema,
  subscriptionHistory: z.array(
    z.object({
      action: z.enum(SUBSCRIPTION_ACTIONS),
      date: instant,
      tier: z.enum(PAYMENT_TYPES).nullable(),
      newStatus: z.enum(SUBSCRIPTION_STATUSES),
      /** Who did it: the member, an admin, or the system (time: a renewal, an end of period). */
      by: z.enum(['member', 'admin', 'system']),
    }),
  ),
  disputeHistory: z.array(AdminDisputeSchema),
  creditReports: z.array(
    z.object({
      id: z.uuid(),
      pulledAt: instant,
      creditScore: z.number().int().nullable(),
      experianScore: z.number().int().nullable(),
      equifaxScore: z.number().int().nullable(),
      transunionScore: z.number().int().nullable(),
    }),
  ),
  paymentTimeline: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      paymentType: z.enum(PAYMENT_TYPES),
      date: instant,
      amountCents: z.number().int(),
      status: z.string(),
    }),
  ),
});
export type ClientHistory = z.infer<typeof ClientHistorySchema>;

// ----------------------------------------------------------------------------------------------- audit

export const AuditLogQuerySchema = z.strictObject({
  action: filter(z.enum(AUDIT_ACTIONS)),
  actorId: z.uuid().optional(),
  targetUserId: z.uuid().optional(),
  dateFrom: filter(day),
  dateTo: filter(day),
  ...paging,
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.uuid().nullable(),
  /** Kept as it was at the time, so the entry still says who after the account is gone. */
  actorEmail: z.string(),
  targetUserId: z.uuid().nullable(),
  targetEmail: z.string().nullable(),
  /** What else identifies the action: a dispute id and bureau, an outcome, export filters and row count. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
  createdAt: instant,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogResponseSchema = z.object({ entries: z.array(AuditEntrySchema), ...cappedPageOf });
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;

// ------------------------------------------------------------------------------------------- analytics

export const AnalyticsQuerySchema = z.strictObject({
  weeks: z.coerce.number().int().min(1).max(ANALYTICS_WEEKS_MAX).default(ANALYTICS_WEEKS_DEFAULT),
});

/** Weeks start on Monday, UTC; every week of the range is present, with zeros where nothing happened. */
export const AnalyticsSchema = z.object({
  signupsPerWeek: z.array(z.object({ weekStart: day, count: z.number().int().nonnegative() })),
  /** Disputes created each week, by the status they have now. */
  disputesByStatus: z.array(
    z.object({ weekStart: day, counts: z.record(z.enum(DISPUTE_STATUSES), z.number().int().nonnegative()) }),
  ),
  /** Verified payments less refunds over the range, per plan, in cents. */
  revenueByPlan: z.array(z.object({ paymentType: z.enum(PAYMENT_TYPES), revenueCents: z.number().int() })),
  /** Of the disputes that ended each week, the share resolved (percent, one decimal); null when none ended. */
  successRateTrend: z.array(
    z.object({ weekStart: day, rate: z.number().min(0).max(100).nullable(), ended: z.number().int().nonnegative() }),
  ),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
