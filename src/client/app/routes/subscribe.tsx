import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { ErrorScreen } from '../../components/errors/error-screen.tsx';
import { LoadingScreen } from '../../components/errors/loading-screen.tsx';
import { usePlans } from '../../features/billing/api/get-plans.ts';
import { useSubscription } from '../../features/billing/api/get-subscription.ts';
import { AgreementDialog } from '../../features/billing/components/agreement-dialog.tsx';
import { ConfirmPaymentCard } from '../../features/billing/components/confirm-payment-card.tsx';
import { FinePrint } from '../../features/billing/components/fine-print.tsx';
import { PlanCard } from '../../features/billing/components/plan-card.tsx';
import { PlanStatus } from '../../features/billing/components/plan-status.tsx';
import { TrustBadges } from '../../features/billing/components/trust-badges.tsx';
import { WhatsIncluded } from '../../features/billing/components/whats-included.tsx';
import { idsFromQuery, savePendingSelection } from '../../features/billing/pending-selection.ts';
import { planName } from '../../features/billing/plan-text.ts';
import { useMemberJourney } from '../../features/billing/use-member-journey.ts';
import { useDisputes } from '../../features/disputes/api/get-disputes.ts';
import { leaveTo } from '../../lib/navigation.ts';
import { toast } from '../../lib/toast-store.ts';
import { useSignedInUser } from '../require-auth.tsx';

/** The spec's pause between "Redirecting to Payment" and leaving for the payment page. */
const REDIRECT_DELAY_MS = 1000;

export function SubscribePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [searchParams] = useSearchParams();
  const plans = usePlans();
  const subscription = useSubscription();
  const journey = useMemberJourney(useDisputes());
  const [agreementFor, setAgreementFor] = useState<PlanResponse | null>(null);
  // Items chosen on the dashboard; the spec's selectedDisputes are drafts that already exist.
  // A hand-edited link must not leave a selection the server will refuse at every confirmation.
  const selectedItems = idsFromQuery(searchParams.get('selectedItems')).filter((id) => z.uuid().safeParse(id).success);
  const selectionCount = selectedItems.length + idsFromQuery(searchParams.get('selectedDisputes')).length;

  if (plans.isPending || subscription.isPending) return <LoadingScreen />;
  if (plans.isError || subscription.isError) {
    return (
      <ErrorScreen
        error={plans.error ?? subscription.error}
        onRetry={() => {
          void plans.refetch();
          void subscription.refetch();
        }}
      />
    );
  }
  const { status } = subscription.data;
  const canBuy = status === 'incomplete' || status === 'inactive';

  // Back from the payment page, the confirmation comes first; before choosing a plan, the plans do.
  const returningFromPayment = canBuy && subscription.data.acceptedAgreement !== null;
  const confirmCard = <ConfirmPaymentCard userId={user.id} subscription={subscription.data} />;

  const goToPayment = (plan: PlanResponse) => {
    savePendingSelection(user.id, {
      paymentType: plan.paymentType,
      items: selectedItems.slice(0, plan.disputeAllowance),
    });
    toast({
      title: t('subscribe.redirecting'),
      description: t('subscribe.redirectingDescription', { plan: planName(t, plan.paymentType) }),
    });
    setTimeout(() => leaveTo(plan.paymentLink), REDIRECT_DELAY_MS);
  };
  const choose = (plan: PlanResponse) => {
    // Accepted already (and not yet paid for): no need to sign twice on the way back to the payment page.
    if (subscription.data.acceptedAgreement?.paymentType === plan.paymentType) {
      goToPayment(plan);
    } else {
      setAgreementFor(plan);
    }
  };

  return (
    <div className="grid gap-8">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('subscribe.title')}</h1>
        <p className="text-muted-foreground">{t('subscribe.subtitle')}</p>
      </div>
      {selectionCount > 0 && (
        <p role="status" className="rounded-lg bg-primary/10 p-4 text-center font-medium text-primary">
          {t('subscribe.selectedBanner', { count: selectionCount })}
        </p>
      )}
      {returningFromPayment && confirmCard}
      {!canBuy && journey && <PlanStatus journey={journey} />}
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {plans.data.map((plan) => (
          <PlanCard
            key={plan.paymentType}
            plan={plan}
            selectedCount={selectedItems.length}
            isCurrent={!canBuy && subscription.data.plan?.paymentType === plan.paymentType}
            disabled={!canBuy}
            onChoose={() => choose(plan)}
          />
        ))}
      </div>
      {canBuy && !returningFromPayment && confirmCard}
      <WhatsIncluded />
      <TrustBadges />
      <FinePrint />
      {agreementFor && (
        <AgreementDialog
          plan={agreementFor}
          onClose={() => setAgreementFor(null)}
          onAccepted={() => {
            setAgreementFor(null);
            goToPayment(agreementFor);
          }}
        />
      )}
    </div>
  );
}
