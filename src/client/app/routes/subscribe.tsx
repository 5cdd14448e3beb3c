import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { usePaymentProcessor, usePlans } from '#client/features/billing/api/get-plans.ts';
import { useSubscription } from '#client/features/billing/api/get-subscription.ts';
import { AgreementDialog } from '#client/features/billing/components/agreement-dialog.tsx';
import { CardCheckoutCard } from '#client/features/billing/components/card-checkout-card.tsx';
import { CheckoutReturn } from '#client/features/billing/components/checkout-return.tsx';
import { FinePrint } from '#client/features/billing/components/fine-print.tsx';
import { PaymentMethodNote } from '#client/features/billing/components/payment-method-note.tsx';
import { PlanCard } from '#client/features/billing/components/plan-card.tsx';
import { PlanStatus } from '#client/features/billing/components/plan-status.tsx';
import { ReturnNotice } from '#client/features/billing/components/return-notice.tsx';
import { StartPlanCard } from '#client/features/billing/components/start-plan-card.tsx';
import { TrustBadges } from '#client/features/billing/components/trust-badges.tsx';
import { WhatsIncluded } from '#client/features/billing/components/whats-included.tsx';
import {
  idsFromQuery,
  loadPendingSelection,
  savePendingSelection,
} from '#client/features/billing/pending-selection.ts';
import { useCardCheckout } from '#client/features/billing/use-card-checkout.ts';
import { useMemberJourney } from '#client/features/billing/use-member-journey.ts';
import { useDisputes } from '#client/features/disputes/api/get-disputes.ts';
import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '#shared/constants/plans.ts';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { useSignedInUser } from '../require-auth.tsx';

export function SubscribePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [searchParams] = useSearchParams();
  const plans = usePlans();
  const processor = usePaymentProcessor();
  const subscription = useSubscription();
  const journey = useMemberJourney(useDisputes());
  const cardCheckout = useCardCheckout(user.id);
  const [agreementFor, setAgreementFor] = useState<PlanResponse | null>(null);
  // Items chosen on the dashboard; selectedDisputes are drafts that already exist (docs/product-rules.md, Disputes).
  // A hand-edited link must not leave a selection the server will refuse at every confirmation.
  const selectedItems = idsFromQuery(searchParams.get('selectedItems')).filter((id) => z.uuid().safeParse(id).success);
  const selectionCount = selectedItems.length + idsFromQuery(searchParams.get('selectedDisputes')).length;
  // Where Stripe's Checkout sends the member back: `done` once the card is saved, `cancelled` if they left it.
  const checkout = searchParams.get('checkout');

  if (plans.isPending || processor.isPending || subscription.isPending) return <LoadingScreen />;
  if (plans.isError || processor.isError || subscription.isError) {
    return (
      <ErrorScreen
        error={plans.error ?? processor.error ?? subscription.error}
        onRetry={() => {
          void plans.refetch();
          void subscription.refetch();
        }}
      />
    );
  }
  const stripe = processor.data === 'stripe';
  const { status, acceptedAgreement: accepted } = subscription.data;
  const canBuy = status === 'incomplete' || status === 'inactive';
  // An agreement signed for a plan not started yet (manual) or a checkout left unfinished (Stripe): the next
  // step comes first.
  const returningFromPayment = canBuy && accepted !== null;
  const pendingSelection = loadPendingSelection(user.id);
  const pendingItems = accepted && pendingSelection?.paymentType === accepted.paymentType ? pendingSelection.items : [];

  const goToPayment = (plan: PlanResponse) => {
    const items = selectedItems.slice(0, plan.disputeAllowance);
    if (stripe) {
      cardCheckout.start(plan.paymentType, items);
      return;
    }
    // Manual: nothing is paid now; the card to start the plan, with these items, comes up with the agreement signed.
    savePendingSelection(user.id, { paymentType: plan.paymentType, items });
  };
  const choose = (plan: PlanResponse) => {
    // Accepted already (and not started yet): no need to sign twice.
    if (accepted?.paymentType === plan.paymentType) {
      goToPayment(plan);
    } else {
      setAgreementFor(plan);
    }
  };

  const nextStep =
    accepted &&
    (stripe ? (
      <CardCheckoutCard
        paymentType={accepted.paymentType}
        items={pendingItems.length}
        leaving={cardCheckout.leaving}
        onContinue={() => cardCheckout.start(accepted.paymentType, pendingItems)}
      />
    ) : (
      <StartPlanCard userId={user.id} accepted={accepted} />
    ));

  return (
    <div className="grid gap-8">
      <PageHeader
        className="text-center"
        title={t('subscribe.title')}
        intro={t(`subscribe.subtitle.${processor.data}`, { count: CANCELLATION_WINDOW_BUSINESS_DAYS })}
      />
      {selectionCount > 0 && (
        <p role="status" className="rounded-lg bg-primary/10 p-4 text-center font-medium text-primary">
          {t('subscribe.selectedBanner', { count: selectionCount })}
        </p>
      )}
      {checkout === 'done' ? (
        <CheckoutReturn userId={user.id} journey={journey} />
      ) : (
        <>
          {checkout === 'cancelled' && (
            <ReturnNotice
              title={t('subscribe.checkout.cancelled.title')}
              body={t('subscribe.checkout.cancelled.body')}
            />
          )}
          {returningFromPayment && nextStep}
          {!canBuy && journey && <PlanStatus journey={journey} />}
        </>
      )}
      {canBuy && <PaymentMethodNote processor={processor.data} />}
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {plans.data.map((plan) => (
          <PlanCard
            key={plan.paymentType}
            plan={plan}
            selectedCount={selectedItems.length}
            isCurrent={!canBuy && subscription.data.plan?.paymentType === plan.paymentType}
            disabled={!canBuy || cardCheckout.leaving}
            onChoose={() => choose(plan)}
          />
        ))}
      </div>
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
