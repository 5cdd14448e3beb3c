import { SUBSCRIPTION_GROUP_ORDER } from '../subscription-status-order.ts';
import { AwaitingVerificationGroup } from './awaiting-verification-group.tsx';
import { BatchActivateAction } from './batch-activate-action.tsx';
import { SubscriptionGroup } from './subscription-group.tsx';

/**
 * What waits for an admin first (the batch activation, then each manual payment to verify, renewals too), then
 * the members by subscription status.
 */
export function SubscriptionsTab() {
  return (
    <div className="grid gap-6">
      <BatchActivateAction />
      <AwaitingVerificationGroup />
      {SUBSCRIPTION_GROUP_ORDER.map((status) => (
        <SubscriptionGroup key={status} status={status} />
      ))}
    </div>
  );
}
