import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { PublicHeader } from '#client/components/layouts/public-header.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { usePaymentProcessor, usePlans } from '#client/features/billing/api/get-plans.ts';
import { useOnboardingState } from '#client/features/onboarding/api/get-onboarding.ts';
import { AccountStep } from '#client/features/onboarding/components/account-step.tsx';
import { AgreementPlanStep } from '#client/features/onboarding/components/agreement-plan-step.tsx';
import { BringReportsStep } from '#client/features/onboarding/components/bring-reports-step.tsx';
import { IdUploadStep } from '#client/features/onboarding/components/id-upload-step.tsx';
import { ProfileStep } from '#client/features/onboarding/components/profile-step.tsx';
import { SelectionStep } from '#client/features/onboarding/components/selection-step.tsx';
import { StartOver } from '#client/features/onboarding/components/start-over.tsx';
import { StepIndicator } from '#client/features/onboarding/components/step-indicator.tsx';
import { useStepNavigation } from '#client/features/onboarding/use-step-navigation.ts';
import { paths } from '#client/lib/paths.ts';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import { paymentTypeOfPlanQuery } from '#shared/rules/plan-query.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import type { PlanResponse } from '#shared/schemas/subscription.ts';

/**
 * The six-step onboarding (decision 018), public: a visitor's progress (steps 1 to 5) is a draft the server keeps;
 * step 5 makes the account and signs it in, and step 6 is the member's agreement and plan. A member with no
 * onboarding to finish has the dashboard's plan choice instead.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const state = useOnboardingState();
  const plans = usePlans();
  const processor = usePaymentProcessor();
  // Starting over mounts the steps afresh on the new draft.
  const [round, setRound] = useState(0);
  if (state.isPending || plans.isPending || processor.isPending) return <LoadingScreen />;
  if (state.isError || plans.isError || processor.isError) {
    return (
      <ErrorScreen
        error={state.error ?? plans.error ?? processor.error}
        onRetry={() => {
          void state.refetch();
          void plans.refetch();
        }}
      />
    );
  }
  const member = state.data.viewer === 'member';
  if (member && !state.data.completedSteps.includes(5)) return <Navigate to={paths.dashboard} replace />;
  return (
    <div className="min-h-dvh">
      <PublicHeader
        actions={
          <ButtonLink to={member ? paths.dashboard : paths.login} variant="outline" size="sm">
            {member ? t('nav.dashboard') : t('landing.memberLogin')}
          </ButtonLink>
        }
      />
      <main id="main" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:py-10">
        <PageHeader title={t('onboarding.page.title')} intro={t('onboarding.page.subtitle')}>
          {state.data.expiresAt && !member && (
            <p className="text-sm text-muted-foreground">{t('onboarding.page.expires')}</p>
          )}
        </PageHeader>
        <OnboardingSteps
          // A new draft (started over) or the account just made (step 5 done) starts the steps afresh where the
          // server says.
          key={`${round}:${state.data.viewer}`}
          state={state.data}
          plans={plans.data}
          processor={processor.data}
          onStartedOver={() => setRound((value) => value + 1)}
        />
      </main>
    </div>
  );
}

function OnboardingSteps({
  state,
  plans,
  processor,
  onStartedOver,
}: {
  state: OnboardingStateResponse;
  plans: readonly PlanResponse[];
  processor: PaymentProcessor;
  onStartedOver: () => void;
}) {
  const [searchParams] = useSearchParams();
  const { step, goTo, next, previous, stepRef } = useStepNavigation(state);
  const plan = plans.find((candidate) => candidate.paymentType === state.selection?.paymentType) ?? null;
  return (
    <>
      <StepIndicator current={step} completed={state.completedSteps} onSelect={goTo} />
      <div ref={stepRef} tabIndex={-1} className="rounded-xl border border-border bg-card p-4 outline-none sm:p-6">
        {step === 1 && <ProfileStep profile={state.profile} onSaved={next} />}
        {step === 2 && <IdUploadStep documents={state.documents} onPrevious={previous} onNext={next} />}
        {step === 3 && <BringReportsStep state={state} onPrevious={previous} onNext={next} />}
        {step === 4 && (
          <SelectionStep
            items={state.creditPull.result?.negativeItems ?? []}
            saved={state.selection}
            plans={plans}
            planFromLink={paymentTypeOfPlanQuery(searchParams.get('plan'))}
            onPrevious={previous}
            onSaved={next}
          />
        )}
        {step === 5 && <AccountStep email={state.profile?.email ?? null} onPrevious={previous} />}
        {step === 6 && <AgreementPlanStep state={state} plan={plan} processor={processor} />}
      </div>
      {/* Once the account exists, what was given is the member's: there is no draft to start over. */}
      {state.viewer === 'visitor' && <StartOver onDone={onStartedOver} />}
    </>
  );
}
