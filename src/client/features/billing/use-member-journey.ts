import { type DisputeFacts, type MemberJourney, memberJourneyOf } from '#shared/rules/member-journey.ts';
import { useSubscription } from './api/get-subscription.ts';

/**
 * The member's stage from the subscription and the disputes the page already asked for; undefined until both
 * are known, so no page shows a stage it will take back a moment later. Disputes that failed to load count as
 * none: the plan's own stage still holds.
 */
export function useMemberJourney(disputes: {
  data?: readonly DisputeFacts[];
  isPending: boolean;
}): MemberJourney | undefined {
  const subscription = useSubscription();
  if (!subscription.data || disputes.isPending) return undefined;
  return memberJourneyOf(subscription.data, disputes.data ?? [], new Date());
}
