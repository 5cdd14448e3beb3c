import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';

/** The users tab's status filter in order, pending_verification read "Pending" (docs/product-rules.md, Admin). */
export const STATUS_FILTER_ORDER = [
  'active',
  'past_due',
  'pending_verification',
  'inactive',
  'incomplete',
] as const satisfies readonly SubscriptionStatus[];

/** The subscriptions tab lists those waiting for an admin first, then those whose card was declined. */
export const SUBSCRIPTION_GROUP_ORDER = [
  'pending_verification',
  'active',
  'past_due',
  'inactive',
  'incomplete',
] as const satisfies readonly SubscriptionStatus[];
