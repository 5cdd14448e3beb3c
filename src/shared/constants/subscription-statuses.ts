export const SUBSCRIPTION_STATUSES = ['incomplete', 'pending_verification', 'active', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
