import { z } from 'zod';
import {
  BILLING_PAYMENT_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_PROCESSORS,
  PAYMENT_REFERENCE_MAX,
  PAYMENT_REFERENCE_MIN,
} from '../constants/billing.ts';
import { DISPUTE_REASON_CODES } from '../constants/credit-items.ts';
import { LANGUAGES } from '../constants/languages.ts';
import { BILLINGS, PAYMENT_TYPES, PLAN_NAMES, PLANS } from '../constants/plans.ts';
import { SUBSCRIPTION_STATUSES } from '../constants/subscription-statuses.ts';
import { IMMEDIATE_CANCELLATION_REASONS, REFUSED_CANCELLATION_REASONS } from '../rules/cancellation.ts';
import { LegalDocumentSchema, LegalSectionSchema } from './legal.ts';

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

export const PaymentCompletedRequestSchema = z.strictObject({
  /** Negative item ids to dispute once the payment is verified. */
  selectedItems: z.array(z.uuid()).max(MAX_SELECTION, { error: 'subscribe.errors.tooManyItems' }).default([]),
  paymentType: PaymentTypeSchema,
  /** The reasons chosen for each item; an item without any gets the first reason the report analysis found. */
  selectedDisputeReasons: z.record(z.uuid(), z.array(z.enum(DISPUTE_REASON_CODES)).min(1).max(9)).optional(),
  /** Manual mode: the receipt or confirmation number the member got from the payment page, for the admin. */
  reference: z.string().trim().max(PAYMENT_REFERENCE_MAX, { error: 'subscribe.errors.referenceTooLong' }).optional(),
});
export type PaymentCompletedRequest = z.infer<typeof PaymentCompletedRequestSchema>;

/** Stripe mode: the same choice as a reported payment, answered with the Checkout page to send the member to. */
export const CheckoutRequestSchema = PaymentCompletedRequestSchema.omit({ reference: true });
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export const CheckoutResponseSchema = z.object({ url: z.url() });

/** Manual mode: the member says they paid this month's renewal (from the payment link). */
export const RenewalReportedRequestSchema = z.strictObject({
  reference: z.string().trim().max(PAYMENT_REFERENCE_MAX, { error: 'subscribe.errors.referenceTooLong' }).optional(),
});

/** What an admin types when verifying a payment by hand: the processor's own invoice or receipt number. */
export const PaymentReferenceSchema = z
  .string()
  .trim()
  .min(PAYMENT_REFERENCE_MIN, { error: 'admin.activate.referenceRequired' })
  .max(PAYMENT_REFERENCE_MAX, { error: 'admin.activate.referenceTooLong' });

export const PaymentCompletedResponseSchema = z.object({
  disputesCreated: z.number().int(),
  paymentIntentId: z.uuid(),
});

const AdminKeySchema = z.string().max(200).optional();

export const ActivateRequestSchema = z.strictObject({
  userId: z.uuid(),
  /** A renewal to verify; without it, the member's purchase. */
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
  /** An agreement accepted but not yet paid for: the plan the "I've completed payment" button confirms. */
  acceptedAgreement: AcceptedAgreementSchema.nullable(),
  queuedDisputes: z.number().int(),
  payments: z.array(PaymentSchema),
  cancellation: CancellationPreviewSchema,
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;
