import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { type CheckoutRequest, StartPlanResponseSchema } from '#shared/schemas/subscription.ts';

/**
 * Manual mode: starts the plan the member signed the agreement for, with the items to queue. Nothing is charged:
 * each period is billed after it ends, only if letters were prepared in it. Idempotent on the server (a retry
 * answers the same plan). With Stripe the server answers 409 WRONG_SUBSCRIPTION_STATE (card_payment).
 */
export const startPlan = (request: CheckoutRequest) =>
  apiClient.post('/api/subscription/start', request, StartPlanResponseSchema);

/** The same, as a mutation: afterwards the user (now active), the plan, the report and the disputes are read again. */
export function useStartPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPlan,
    onSuccess: () =>
      Promise.all(
        ['auth', 'billing', 'credit', 'disputes'].map((feature) =>
          queryClient.invalidateQueries({ queryKey: [feature] }),
        ),
      ),
  });
}
