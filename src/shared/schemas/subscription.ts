import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '#shared/constants/admin.ts';
import {
  BILLING_PAYMENT_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_PROCESSORS,
  PAYMENT_REFERENCE_MAX,
  PAYMENT_REFERENCE_MIN,
} from '#shared/constants/billing.ts';
import { DISPUTE_REASON_CODES } from '#shared/constants/credit-items.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { BILLINGS, PAYMENT_TYPES, PLAN_NAMES, PLANS } from '#shared/constants/plans.ts';
import { SUBSCRIPTION_STATUSES } from '#shared/constants/subscription-statuses.ts';
import { IMMEDIATE_CANCELLATION_REASONS, REFUSED_CANCELLATION_REASONS } from '#shared/rules/cancellation.ts';
import { LegalDocumentSchema, LegalSectionSchema } from './legal.ts';
import { pageOf, pageQuery } from './paging.ts';

export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
const MAX_SELECTION = Math.max(...Object.values(PLANS).map((plan) => plan.disputeAllowance));
export const instant = z.iso.datetime();

export const PlanSchema = z.object({
  paymentType: PaymentTypeSchema,
  name: z.enum(PLAN_NAMES),
  priceCents: z.number().int(),
  billing: z.enum(BILLINGS),
  disputeAllowance: z.number().int(),
  recommended: z.boolean(),
  /** The payment provider's link for this plan (or the demo page). */
  paymentLink: z.string(),
});
export type PlanResponse = z.infer<typeof PlanSchema>;
/** `processor`: how a new plan is paid for here: Stripe Checkout, or the payment link and an admin's check. */
export const PlansResponseSchema = z.object({ plans: z.array(PlanSchema), processor: z.enum(PAYMENT_PROCESSORS) });

export const AgreementQuerySchema = z.strictObject({ plan: PaymentTypeSchema, lang: z.enum(LANGUAGES).optional() });

export const AgreementResponseSchema = z.object({
  version: z.string(),
  paymentType: PaymentTypeSchema,
  language: z.enum(LANGUAGES),
  /** If the member accepts now, the 3-business-day right to cancel lasts until this instant. */
  rightToCancelEndsAt: instant,
  disclosure: LegalDocumentSchema,
  contract: z.object({ title: z.string(), sections: z.array(LegalSectionSchema) }),
  cancellationNotice: LegalDocumentSchema,
  /** The signed copy's first lines, as the contract states them (absent from texts composed before 2026-11-28). */
  summary: z
    .object({ businessName: z.string(), businessAddress: z.string(), planName: z.string(), price: z.string() })
    .optional(),
});
export type AgreementResponse = z.infer<typeof AgreementResponseSchema>;

export const AcceptAgreementRequestSchema = z.strictObject({
  plan: PaymentTypeSchema,
  version: z.string().min(1).max(40),
  lang: z.enum(LANGUAGES).optional(),
});
export type AcceptAgreementRequest = z.infer<typeof AcceptAgreementRequestSchema>;

export const AcceptedAgreementSchema = z.object({
  paymentType: PaymentTypeSchema,
  version: z.string(),
  acceptedAt: instant,
  rightToCancelEndsAt: instant,
});

/** An agreement the member signed; its copy as signed is a PDF (`GET /api/subscription/agreements/:id/pdf`). */
export const SignedAgreementSchema = AcceptedAgreementSchema.extend({ id: z.uuid(), language: z.enum(LANGUAGES) });
export type SignedAgreement = z.infer<typeof SignedAgreementSchema>;
/** Newest first. */
export const SignedAgreementsResponseSchema = z.object({ agreements: z.array(SignedAgreementSchema) });
export type SignedAgreementsResponse = z.infer<typeof SignedAgreementsResponseSchema>;
export const SignedAgreementParamsSchema = z.strictObject({ id: z.uuid() });

/** The plan chosen, with the items to dispute under it (Stripe: the card checkout; manual: the plan starts). */
export const CheckoutRequestSchema = z.strictObject({
  /** Negative item ids to dispute once the plan has started. */
  selectedItems: z.array(z.uuid()).max(MAX_SELECTION, { error: 'subscribe.errors.tooManyItems' }).default([]),
  paymentType: PaymentTypeSchema,
  /** The reasons chosen for each item; an item without any gets the first reason the report analysis found. */
  selectedDisputeReasons: z.record(z.uuid(), z.array(z.enum(DISPUTE_REASON_CODES)).min(1).max(9)).optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export const CheckoutResponseSchema = z.object({ url: z.url() });

/** Manual mode: the plan started (nothing charged), with the drafts it queued. */
export const StartPlanResponseSchema = z.object({ disputesCreated: z.number().int(), subscriptionId: z.uuid() });
export type StartPlanResponse = z.infer<typeof StartPlanResponseSchema>;

/** Manual mode: the member says they paid what is due (through the payment link), with the receipt number. */
export const PaymentReportedRequestSchema = z.strictObject({
  reference: z.string().trim().max(PAYMENT_REFERENCE_MAX, { error: 'subscribe.errors.referenceTooLong' }).optional(),
});

/** What an admin types when verifying a payment by hand: the processor's own invoice or receipt number. */
export const PaymentReferenceSchema = z
  .string()
  .trim()
  .min(PAYMENT_REFERENCE_MIN, { error: 'admin.activate.referenceRequired' })
  .max(PAYMENT_REFERENCE_MAX, { error: 'admin.activate.referenceTooLong' });

const AdminKeySchema = z.string().max(200).optional();

export const ActivateRequestSchema = z.strictObject({
  userId: z.uuid(),
  /** A payment to verify (one the member reported); without it, a legacy purchase awaiting activation. */
  paymentId: z.uuid().optional(),
  adminKey: AdminKeySchema,
  /** The provider's invoice or receipt number the admin checked, kept with the payment. */
  paymentReference: PaymentReferenceSchema,
});

export const ActivateResponseSchema = z.object({ userId: z.uuid(), submittedDisputes: z.number().int() });

export const BatchActivateRequestSchema = z.strictObject({
  userIds: z.array(z.uuid()).max(500),
  adminKey: AdminKeySchema,
  /** Each member's processor reference: a member without one is not activated (failed: reference_missing). */
  paymentReferences: z.record(z.uuid(), PaymentReferenceSchema),
});

export const BatchActivateResponseSchema = z.object({
  successful: z.number().int(),
  totalProcessed: z.number().int(),
  /** Who was not activated, and why (e.g. no longer pending). */
  failed: z.array(z.object({ userId: z.uuid(), reason: z.string() })),
});

export const CancellationPreviewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('refused'), reason: z.enum(REFUSED_CANCELLATION_REASONS) }),
  z.object({
    kind: z.literal('immediate'),
    refund: z.boolean(),
    refundCents: z.number().int(),
    reason: z.enum(IMMEDIATE_CANCELLATION_REASONS),
  }),
  z.object({ kind: z.literal('end_of_period'), effectiveAt: instant }),
]);
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;

export const PaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PAYMENT_KINDS),
  paymentType: PaymentTypeSchema,
  amountCents: z.number().int(),
  status: z.enum(BILLING_PAYMENT_STATUSES),
  periodIndex: z.number().int().nullable(),
  createdAt: instant,
  /** Manual mode: when the member said they paid it. */
  reportedAt: instant.nullable(),
  /** Stripe: the decline, when a charge failed (a Stripe decline code such as insufficient_funds). */
  failureReason: z.string().nullable(),
  /** A refund owed: the day it must be returned by (CROA § 1679e(b): within 10 days of the cancellation). */
  dueAt: instant.nullable(),
});
export type PaymentResponse = z.infer<typeof PaymentSchema>;

export const SubscriptionResponseSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The open subscription's processor, else the one a new plan would be paid through. */
  processor: z.enum(PAYMENT_PROCESSORS),
  plan: PlanSchema.nullable(),
  subscription: z
    .object({
      id: z.uuid(),
      reportedAt: instant,
      activatedAt: instant.nullable(),
      /** Set when a cancellation takes effect at the end of the period. */
      endsAt: instant.nullable(),
      rightToCancelEndsAt: instant,
    })
    .nullable(),
  currentPeriod: z
    .object({
      index: z.number().int(),
      startsAt: instant,
      endsAt: instant.nullable(),
      allowance: z.number().int(),
      used: z.number().int(),
      remaining: z.number().int(),
      /** Null while the period waits for the payment that opens its allowance (remaining is then 0). */
      openedAt: instant.nullable(),
    })
    .nullable(),
  /** An agreement accepted for a plan not started yet: the plan "Start my plan" starts. */
  acceptedAgreement: AcceptedAgreementSchema.nullable(),
  queuedDisputes: z.number().int(),
  payments: z.array(PaymentSchema),
  cancellation: CancellationPreviewSchema,
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** An admin's list of refunds owed, the oldest due first. */
export const RefundsOwedQuerySchema = z.strictObject(
  pageQuery({ maxPage: 10_000, maxPageSize: ADMIN_MAX_PAGE_SIZE, defaultPageSize: ADMIN_PAGE_SIZE }),
);
export const RefundOwedSchema = z.object({
  paymentId: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  paymentType: PaymentTypeSchema,
  /** Positive: what is owed back. */
  amountCents: z.number().int(),
  createdAt: instant,
  dueAt: instant.nullable(),
});
export type RefundOwed = z.infer<typeof RefundOwedSchema>;
export const RefundsOwedResponseSchema = z.object({ refunds: z.array(RefundOwedSchema), ...pageOf });
export type RefundsOwedResponse = z.infer<typeof RefundsOwedResponseSchema>;
/**
 * An admin settled a refund owed: the money went back (with the processor's refund reference, kept with the row),
 * or a payment the member reported, never verified, turned out never to have reached us (nothing to return).
 */
export const RefundSettledRequestSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('returned'), paymentReference: PaymentReferenceSchema }),
  z.strictObject({ outcome: z.literal('not_received') }),
]);
export type RefundSettledRequest = z.infer<typeof RefundSettledRequestSchema>;
export const RefundParamsSchema = z.strictObject({ id: z.uuid() });
export const RefundSettledResponseSchema = z.object({ paymentId: z.uuid(), status: z.enum(['refunded', 'cancelled']) });
