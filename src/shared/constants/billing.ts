/**
 * Who verifies a subscription's payments: an admin checking the payment link's receipts by hand, or Stripe.
 * A subscription keeps the processor it began with.
 */
export const PAYMENT_PROCESSORS = ['manual', 'stripe'] as const;
export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];

/**
 * A billing payment's life. Both processors bill in arrears: a period's row waits, scheduled, until the period
 * closes, and is owed only if letters were prepared in it.
 * - scheduled: the period is running (Stripe: the card is saved); nothing is owed yet.
 * - due: the period closed with letters in it: its price is owed (Stripe charges the card; manual, the member
 *   pays through the payment link and tells us).
 * - awaiting_verification: manual, the member reported paying a due payment and an admin has not verified it yet
 *   (or, from before payments were taken in arrears, a purchase or renewal paid up front); Stripe, the card
 *   checkout is not finished.
 * - processing: Stripe, the charge was sent and its answer has not come.
 * - completed: paid (verified by an admin, or by Stripe).
 * - failed: Stripe declined the charge.
 * - waived: the period closed with no letter in it: nothing is owed for it.
 * - cancelled: the plan ended before anything was owed.
 * - refund_due: money owed back, to be returned by hand by its due date (`due_at`).
 * - refunded: money given back (by an admin, through the processor, or a chargeback).
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

/**
 * What a payment row is for: the plan bought, a later month of it, money owed back, money the bank took back, or a
 * letter CreditPath mailed for the member (charged once mailed: features/mailing).
 */
export const PAYMENT_KINDS = ['purchase', 'renewal', 'refund', 'chargeback', 'mailing'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The subscription history's actions (action, date, tier, new status, who did it; docs/product-rules.md, Plans). */
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
