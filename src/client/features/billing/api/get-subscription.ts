import { apiQuery } from '#client/lib/api-query.ts';
import { SubscriptionResponseSchema } from '#shared/schemas/subscription.ts';

export const {
  queryKey: subscriptionQueryKey,
  options: subscriptionQueryOptions,
  useAnswer: useSubscription,
} = apiQuery(['billing', 'subscription'], '/api/subscription', SubscriptionResponseSchema);
