import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { AccountSecurity } from '#client/features/auth/components/account-security.tsx';
import { Passkeys } from '#client/features/auth/components/passkeys.tsx';
import { useSubscription } from '#client/features/billing/api/get-subscription.ts';
import { CancelPlan } from '#client/features/billing/components/cancel-plan.tsx';
import { CardUpdateReturn } from '#client/features/billing/components/card-update-return.tsx';
import { ContractCopy } from '#client/features/billing/components/contract-copy.tsx';
import { FinePrint } from '#client/features/billing/components/fine-print.tsx';
import { PaymentHistory } from '#client/features/billing/components/payment-history.tsx';
import { PlanOverview } from '#client/features/billing/components/plan-overview.tsx';
import { PlanStatus } from '#client/features/billing/components/plan-status.tsx';
import { ReturnNotice } from '#client/features/billing/components/return-notice.tsx';
import { useMemberJourney } from '#client/features/billing/use-member-journey.ts';
import { useDisputes } from '#client/features/disputes/api/get-disputes.ts';
import { NotificationSettings } from '#client/features/notifications/components/notification-settings.tsx';
import { YourData } from '#client/features/privacy/components/your-data.tsx';

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
