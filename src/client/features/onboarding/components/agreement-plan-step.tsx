import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, MailCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { currentUserQueryOptions, ResendVerificationButton } from '#client/features/auth/index.ts';
import { AgreementDialog, useStartCheckout, useStartPlan, useSubscription } from '#client/features/billing/index.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatDeadline, formatMoney } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { useForgetDraft } from '../api/create-account.ts';
import { useFinishDraft } from '../api/discard-draft.ts';

/** How often the account is read again while the member confirms their email in another tab or on their phone. */
export const VERIFIED_POLL_MS = 3000;

/**
 * Step 6, the signed-in member's: the email confirmed first (signing and paying need a proven mailbox), then the
 * CROA agreement for the plan chosen at step 4, then the plan. With manual payment the plan starts at once and
 * nothing is charged (each period is billed after it ends, for its letters); with Stripe the card is saved at
 * Stripe's checkout, nothing charged either. The chosen items wait as drafts; they go to the bureaus once the right
 * to cancel has run out.
 */
export function AgreementPlanStep({
  state,
  plan,
  processor,
}: {
  state: OnboardingStateResponse;
  plan: PlanResponse | null;
  processor: PaymentProcessor;
}) {
  const { t } = useTranslation();
  // Read again every few seconds until the link is opened: the step then continues by itself.
  const user = useQuery({
    ...currentUserQueryOptions,
    refetchInterval: (query) => (query.state.data?.emailVerified === false ? VERIFIED_POLL_MS : false),
  }).data;
  const heading = <h2 className="text-2xl font-semibold">{t('onboarding.plan.title')}</h2>;
  if (!user) {
    return (
      <GoElsewhere heading={heading} text={t('onboarding.plan.signIn')} to={paths.login}>
        {t('landing.memberLogin')}
      </GoElsewhere>
    );
  }
  if (!state.selection || !plan) {
    return (
      <GoElsewhere heading={heading} text={t('onboarding.plan.noSelection')} to={paths.dashboard}>
        {t('nav.dashboard')}
      </GoElsewhere>
    );
  }
  if (!user.emailVerified) {
    return (
      <div className="grid gap-4">
        {heading}
        <div role="status" className="grid gap-3 rounded-lg border border-primary bg-primary/5 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <MailCheck className="size-5 text-primary" aria-hidden />
            {t('onboarding.plan.confirmTitle')}
          </p>
          <p className="[overflow-wrap:anywhere]">{t('onboarding.plan.confirmText', { email: user.email })}</p>
          <p className="text-sm text-muted-foreground">{t('onboarding.plan.confirmWhy')}</p>
          <ResendVerificationButton email={user.email} variant="outline" className="w-full sm:w-fit" />
        </div>
      </div>
    );
  }
  return <SignAndStart heading={heading} plan={plan} selection={state.selection} processor={processor} />;
}

/** In place of the step when this page cannot go on with it: why, and a link to the page that can. */
function GoElsewhere({ heading, text, ...link }: { heading: ReactNode; text: string; to: string; children: string }) {
  return (
    <div className="grid gap-4">
      {heading}
      <p>{text}</p>
      <ButtonLink {...link} size="lg" className="w-full sm:w-fit" />
    </div>
  );
}

function SignAndStart({
  heading,
  plan,
  selection,
  processor,
}: {
  heading: ReactNode;
  plan: PlanResponse;
  selection: NonNullable<OnboardingStateResponse['selection']>;
  processor: PaymentProcessor;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subscription = useSubscription();
  const [reading, setReading] = useState(false);
  const startPlan = useStartPlan();
  const checkout = useStartCheckout();
  const finish = useFinishDraft();
  const forgetDraft = useForgetDraft();
  const signed = subscription.data?.acceptedAgreement;
  const accepted = signed?.paymentType === plan.paymentType ? signed : null;
  const request = {
    paymentType: selection.paymentType,
    selectedItems: selection.selectedItems,
    selectedDisputeReasons: selection.selectedDisputeReasons,
  };
  const start = () =>
    startPlan.mutate(request, {
      // The plan holds the choice now: the draft has done its work (it also goes by itself once a plan exists).
      onSuccess: () =>
        finish.mutate(undefined, { onSettled: () => void forgetDraft().then(() => navigate(paths.dashboard)) }),
    });
  const card = processor === 'stripe';
  const failure = startPlan.error ?? checkout.error;
  const price = `${formatMoney(plan.priceCents)} ${t(`plans.billing.${plan.billing}`)}`;
  return (
    <div className="grid gap-5">
      {heading}
      <div className="grid gap-1 rounded-lg bg-muted p-4">
        <p className="font-semibold">
          {t('onboarding.plan.summary', { plan: t(`plans.name.${plan.paymentType}`), price })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('onboarding.plan.items', { count: selection.selectedItems.length })}
        </p>
      </div>
      <section className="grid gap-2">
        <h3 className="font-semibold">{t('onboarding.plan.agreementTitle')}</h3>
        {accepted ? (
          <p className="flex items-start gap-2 text-sm">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {t('onboarding.plan.agreementSigned', { when: formatDeadline(accepted.rightToCancelEndsAt) })}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('onboarding.plan.agreementWhy')}</p>
            <Button size="lg" className="w-full sm:w-fit" onClick={() => setReading(true)}>
              {t('onboarding.plan.readAgreement')}
            </Button>
          </>
        )}
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">{t(card ? 'onboarding.plan.card.title' : 'onboarding.plan.start.title')}</h3>
        <p className="text-sm text-muted-foreground">
          {accepted
            ? t(card ? 'onboarding.plan.card.note' : 'onboarding.plan.start.note')
            : t('onboarding.plan.signFirst')}
        </p>
        <Button
          size="lg"
          className="w-full sm:w-fit"
          disabled={!accepted || startPlan.isPending || startPlan.isSuccess || checkout.isPending}
          onClick={() => (card ? checkout.mutate(request) : start())}
        >
          {card
            ? t('onboarding.plan.card.button')
            : startPlan.isPending
              ? t('onboarding.plan.start.starting')
              : t('onboarding.plan.start.button')}
        </Button>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(failure, t)}
          </p>
        )}
      </section>
      {reading && (
        <AgreementDialog plan={plan} onAccepted={() => setReading(false)} onClose={() => setReading(false)} />
      )}
    </div>
  );
}
