import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorScreen } from '../../components/errors/error-screen.tsx';
import { LoadingScreen } from '../../components/errors/loading-screen.tsx';
import { AccountSecurity } from '../../features/auth/components/account-security.tsx';
import { Passkeys } from '../../features/auth/components/passkeys.tsx';
import { useSubscription } from '../../features/billing/api/get-subscription.ts';
import { CancelPlan } from '../../features/billing/components/cancel-plan.tsx';
import { CardUpdateReturn } from '../../features/billing/components/card-update-return.tsx';
import { ContractCopy } from '../../features/billing/components/contract-copy.tsx';
import { FinePrint } from '../../features/billing/components/fine-print.tsx';
import { PaymentHistory } from '../../features/billing/components/payment-history.tsx';
import { PlanOverview } from '../../features/billing/components/plan-overview.tsx';
import { PlanStatus } from '../../features/billing/components/plan-status.tsx';
import { ReturnNotice } from '../../features/billing/components/return-notice.tsx';
import { useMemberJourney } from '../../features/billing/use-member-journey.ts';
import { useDisputes } from '../../features/disputes/api/get-disputes.ts';
import { NotificationSettings } from '../../features/notifications/components/notification-settings.tsx';
import { YourData } from '../../features/privacy/components/your-data.tsx';

export function AccountPage() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const journey = useMemberJourney(useDisputes());
  // Where Stripe's Checkout for a new card sends the member back: `updated` once saved, `cancelled` if left.
  const card = useSearchParams()[0].get('card');
  if (subscription.isError)
    return <ErrorScreen error={subscription.error} onRetry={() => void subscription.refetch()} />;
  if (!subscription.data || !journey) return <LoadingScreen />;
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('account.title')}</h1>
      {card === 'cancelled' && (
        <ReturnNotice title={t('account.card.cancelled.title')} body={t('account.card.cancelled.body')} />
      )}
      {card === 'updated' ? <CardUpdateReturn journey={journey} /> : <PlanStatus journey={journey} />}
      <PlanOverview subscription={subscription.data} />
      <PaymentHistory payments={subscription.data.payments} />
      <ContractCopy />
      {subscription.data.cancellation.kind !== 'refused' || subscription.data.subscription ? (
        <CancelPlan subscription={subscription.data} />
      ) : null}
      <FinePrint />
      <AccountSecurity />
      <Passkeys />
      <NotificationSettings />
      <YourData planStatus={subscription.data.status} />
    </div>
  );
}
