/**
 * A billing payment's life: reported by the member, then verified by an admin; cancelled when the plan ended
 * before anyone verified it (refunded in full should the money arrive); a refund row is owed back.
 */
export const BILLING_PAYMENT_STATUSES = ['awaiting_verification', 'completed', 'cancelled', 'refund_due'] as const;
export type BillingPaymentStatus = (typeof BILLING_PAYMENT_STATUSES)[number];

/** What a payment row is for: the plan bought, a later month of it, or money owed back. */
export const PAYMENT_KINDS = ['purchase', 'renewal', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The subscription history's actions (spec: action, date, tier, new status, who did it). */
export const SUBSCRIPTION_ACTIONS = [
  'agreement_accepted',
  'payment_reported',
  'activated',
  'renewed',
  'cancellation_scheduled',
  'cancelled',
  'ended',
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** Why an activation key was refused (the reason of ADMIN_KEY_REQUIRED): none set up, none given, or not this one. */
export const ADMIN_KEY_REFUSALS = ['not_configured', 'missing', 'wrong'] as const;
export type AdminKeyRefusal = (typeof ADMIN_KEY_REFUSALS)[number];
