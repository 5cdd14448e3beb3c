import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';

/** The users tab's status filter, in the spec's order (pending_verification reads "Pending"). */
export const STATUS_FILTER_ORDER = [
  'active',
  'pending_verification',
  'inactive',
  'incomplete',
] as const satisfies readonly SubscriptionStatus[];

/** The subscriptions tab lists those waiting for an admin first. */
export const SUBSCRIPTION_GROUP_ORDER = [
  'pending_verification',
  'active',
  'inactive',
  'incomplete',
] as const satisfies readonly SubscriptionStatus[];
