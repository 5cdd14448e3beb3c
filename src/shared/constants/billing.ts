/**
 * Who verifies a subscription's payments: an admin checking the payment link's receipts by hand, or Stripe.
 * A subscription keeps the processor it began with.
 */
export const PAYMENT_PROCESSORS = ['manual', 'stripe'] as const;
export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];

/**
 * A billing payment's life.
 * - awaiting_verification: manual, reported (or not yet) and not verified by an admin; Stripe, checkout not finished.
 * - scheduled: Stripe, the card is saved and verified; nothing is taken until the period's letters exist.
 * - due: Stripe, the period closed with letters in it: the charge is to be sent.
 * - processing: Stripe, the charge was sent and its answer has not come.
 * - completed: paid (verified by an admin, or by Stripe).
 * - failed: Stripe declined the charge.
 * - waived: Stripe, the period closed with no letter in it: nothing is owed for it.
 * - cancelled: the plan ended before anything was owed (refunded in full should the money arrive).
 * - refund_due: money owed back, to be paid by hand.
 * - refunded: money given back through the processor (a refund or a chargeback).
 */
export const BILLING_PAYMENT_STATUSES = [
  'awaiting_verification',
  'scheduled',
  'due',
  'processing',
  'completed',
  'failed',
  'waived',
  'cancelled',
  'refund_due',
  'refunded',
] as const;
export type BillingPaymentStatus = (typeof BILLING_PAYMENT_STATUSES)[number];

/** What a payment row is for: the plan bought, a later month of it, money owed back, or money the bank took back. */
export const PAYMENT_KINDS = ['purchase', 'renewal', 'refund', 'chargeback'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The subscription history's actions (spec: action, date, tier, new status, who did it). */
export const SUBSCRIPTION_ACTIONS = [
  'agreement_accepted',
  'payment_reported',
  'activated',
  'renewed',
  'renewal_verified',
  'payment_failed',
  'payment_recovered',
  'cancellation_scheduled',
  'cancelled',
  'refunded',
  'chargeback',
  'ended',
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** Why an activation key was refused (the reason of ADMIN_KEY_REQUIRED): none set up, none given, or not this one. */
export const ADMIN_KEY_REFUSALS = ['not_configured', 'missing', 'wrong'] as const;
export type AdminKeyRefusal = (typeof ADMIN_KEY_REFUSALS)[number];

/** The processor's reference an admin types when verifying a payment by hand (an invoice or receipt number). */
export const PAYMENT_REFERENCE_MIN = 4;
export const PAYMENT_REFERENCE_MAX = 100;
