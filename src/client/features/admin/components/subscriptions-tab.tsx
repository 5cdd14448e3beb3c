import { SUBSCRIPTION_GROUP_ORDER } from '../subscription-status-order.ts';
import { AwaitingVerificationGroup } from './awaiting-verification-group.tsx';
import { BatchActivateAction } from './batch-activate-action.tsx';
import { RefundsOwedGroup } from './refunds-owed-group.tsx';
import { SubscriptionGroup } from './subscription-group.tsx';

/**
 * What waits for an admin first (the batch activation, then each manual payment to verify, then the refunds
 * owed), then the members by subscription status.
 */
export function SubscriptionsTab() {
  return (
    <div className="grid gap-6">
      <BatchActivateAction />
      <AwaitingVerificationGroup />
      <RefundsOwedGroup />
      {SUBSCRIPTION_GROUP_ORDER.map((status) => (
        <SubscriptionGroup key={status} status={status} />
      ))}
    </div>
  );
}
