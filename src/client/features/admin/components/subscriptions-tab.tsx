import { useAdminUsers } from '../api/get-admin-users.ts';
import { SUBSCRIPTION_GROUP_ORDER } from '../subscription-status-order.ts';
import { AwaitingVerificationGroup } from './awaiting-verification-group.tsx';
import { BatchActivateAction } from './batch-activate-action.tsx';
import { RefundsOwedGroup } from './refunds-owed-group.tsx';
import { SubscriptionGroup } from './subscription-group.tsx';

/**
 * What waits for an admin first (each manual payment to verify, then the refunds owed), then the members by
 * subscription status. A plan started since billing in arrears (decision 019) is never pending activation: the
 * batch activation and the pending group appear only while members who paid up front the old way still wait.
 */
export function SubscriptionsTab() {
  // The same query as the pending group's first page, so it is asked once.
  const pending = useAdminUsers({ status: 'pending_verification', page: 1 });
  const oldWayWaiting = (pending.data?.total ?? 0) > 0;
  return (
    <div className="grid gap-6">
      {oldWayWaiting && <BatchActivateAction />}
      <AwaitingVerificationGroup />
      <RefundsOwedGroup />
      {SUBSCRIPTION_GROUP_ORDER.filter((status) => oldWayWaiting || status !== 'pending_verification').map((status) => (
        <SubscriptionGroup key={status} status={status} />
      ))}
    </div>
  );
}
