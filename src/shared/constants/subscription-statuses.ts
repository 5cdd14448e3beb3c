/** past_due: a charge the processor declined; the allowance waits until it is paid. */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'pending_verification', 'active', 'past_due', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
