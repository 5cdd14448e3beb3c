import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subscriptionQueryOptions } from './api/get-subscription.ts';

/** How often the plan is read again while the processor's notice is on its way; it usually takes seconds. */
export const CONFIRM_POLL_MS = 1500;
/** After this the page stops asking and says so calmly: the notice still arrives, just later. */
export const CONFIRM_TIMEOUT_MS = 60_000;

/**
 * Back from a card Checkout, the plan turns active only when the processor's notice reaches the server: the
 * subscription is read every CONFIRM_POLL_MS until it is active, for CONFIRM_TIMEOUT_MS at most. Once active,
 * everything that depends on the plan (the signed-in user's status, the queued disputes) is read again.
 */
export function useSubscriptionUntilActive(): { active: boolean; gaveUp: boolean } {
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const subscription = useQuery({
    ...subscriptionQueryOptions,
    refetchInterval: (query) => (timedOut || query.state.data?.status === 'active' ? false : CONFIRM_POLL_MS),
  });
  const active = subscription.data?.status === 'active';

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!active) return;
    for (const feature of ['auth', 'credit', 'disputes']) void queryClient.invalidateQueries({ queryKey: [feature] });
  }, [active, queryClient]);

  return { active, gaveUp: timedOut && !active };
}
