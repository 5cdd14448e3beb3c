import { SUBSCRIPTION_GROUP_ORDER } from '../subscription-status-order.ts';
import { BatchActivateAction } from './batch-activate-action.tsx';
import { SubscriptionGroup } from './subscription-group.tsx';

/** Members by subscription status, those waiting for an admin first, with the batch activation on top. */
export function SubscriptionsTab() {
  return (
    <div className="grid gap-6">
      <BatchActivateAction />
      {SUBSCRIPTION_GROUP_ORDER.map((status) => (
        <SubscriptionGroup key={status} status={status} />
      ))}
    </div>
  );
}
