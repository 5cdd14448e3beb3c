import { CheckCircle2, CircleAlert, ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useReportOnboardingPayment } from '../api/payment.ts';
import { failureMessage } from '../failure-message.ts';
import { useAfterDelay } from '../use-after-delay.ts';
import { NextButton, StepFooter } from './step-footer.tsx';

/** The spec's pause on the welcome before the last step. */
export const AFTER_PAYMENT_DELAY_MS = 3000;

/** Whether this tab opened the payment page for this plan (kept for the tab's life, through a reload). */
const LINK_OPENED_KEY = 'onboarding.paymentLinkOpened';

export interface AgreementSlotProps {
  onAccepted: () => void;
  onClose: () => void;
}

/**
 * Step 5: the CROA agreement, then (manual payment) the plan's payment page in a new tab and "I've Completed
 * Payment". With card payment nothing is paid here: the choice is kept, and the card is saved at Stripe's
 * checkout once the account exists and its email is confirmed (the server asks that before any money step).
 * The agreement dialog comes from the page (`agreementDialog`), which stores the acceptance in the draft.
 */
export function PaymentStep({
  state,
  plan,
  processor,
  agreementDialog,
  onPrevious,
  onDone,
}: {
  state: OnboardingStateResponse;
  plan: PlanResponse | null;
  /** How this installation takes payments: the payment link checked by hand, or Stripe's card checkout. */
  processor: PaymentProcessor;
  agreementDialog: (props: AgreementSlotProps) => ReactNode;
  onPrevious: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const card = processor === 'stripe';
  const report = useReportOnboardingPayment();
  const [reading, setReading] = useState(false);
  const [linkOpened, setLinkOpened] = useState(
    () => plan !== null && sessionStorage.getItem(LINK_OPENED_KEY) === plan.paymentType,
  );
  useAfterDelay(report.isSuccess, AFTER_PAYMENT_DELAY_MS, onDone);

  const heading = <h2 className="text-2xl font-semibold">{t('onboarding.payment.title')}</h2>;
  if (!plan || !state.selection) {
    return (
      <div className="grid gap-5">
        {heading}
        <p>{t('onboarding.payment.noSelection')}</p>
        <StepFooter onPrevious={onPrevious} />
      </div>
    );
  }
  if (report.isSuccess) {
    return (
      <div role="status" className="grid gap-3 rounded-lg border border-primary bg-primary/5 p-6">
        <p className="flex items-center gap-2 text-2xl font-semibold">
          <CheckCircle2 className="size-6 text-primary" aria-hidden />
          {t('onboarding.payment.successTitle')}
        </p>
        <p>{t(card ? 'onboarding.payment.card.success' : 'onboarding.payment.success')}</p>
      </div>
    );
  }
  if (report.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-lg border border-destructive p-6">
        <p className="flex items-center gap-2 text-xl font-semibold text-destructive">
          <CircleAlert className="size-5" aria-hidden />
          {t(card ? 'onboarding.payment.card.failedTitle' : 'onboarding.payment.failedTitle')}
        </p>
        <p>
          {failureMessage(report.error, t, t(card ? 'onboarding.payment.card.failed' : 'onboarding.payment.failed'))}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button size="lg" onClick={() => report.reset()}>
            {t('common.tryAgain')}
          </Button>
          {/* The support address is printed in the Terms. */}
          <Button asChild size="lg" variant="outline">
            <Link to={paths.legal('terms')} target="_blank" rel="noopener">
              {t('onboarding.payment.contactSupport')}
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  const price = `${formatMoney(plan.priceCents)} ${t(`plans.billing.${plan.billing}`)}`;
  const summary = (
    <div className="grid gap-1 rounded-lg bg-muted p-4">
      <p className="font-semibold">
        {t('onboarding.payment.summary', { plan: t(`plans.name.${plan.paymentType}`), price })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('onboarding.payment.items', { count: state.selection.selectedItems.length })}
      </p>
    </div>
  );
  if (state.payment.status === 'reported') {
    return (
      <div className="grid gap-5">
        {heading}
        {summary}
        <div role="status" className="grid gap-1 rounded-lg border border-primary p-4">
          <p className="flex items-center gap-2 font-semibold">
            <CheckCircle2 className="size-5 text-primary" aria-hidden />
            {t(card ? 'onboarding.payment.card.reportedTitle' : 'onboarding.payment.reportedTitle')}
          </p>
          <p className="text-sm">
            {t(card ? `onboarding.payment.card.next.${state.viewer}` : 'onboarding.payment.reported')}
          </p>
        </div>
        <StepFooter onPrevious={onPrevious}>
          <NextButton type="button" onClick={onDone} />
        </StepFooter>
      </div>
    );
  }

  const accepted = state.agreement?.paymentType === plan.paymentType ? state.agreement : null;
  const openPayment = () => {
    window.open(plan.paymentLink, '_blank', 'noopener');
    sessionStorage.setItem(LINK_OPENED_KEY, plan.paymentType);
    setLinkOpened(true);
  };
  return (
    <div className="grid gap-5">
      {heading}
      {summary}
      <section className="grid gap-2">
        <h3 className="font-semibold">{t('onboarding.payment.agreementTitle')}</h3>
        {accepted ? (
          <p className="flex items-start gap-2 text-sm">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {t('onboarding.payment.agreementAccepted', { when: formatInstant(accepted.rightToCancelEndsAt) })}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('onboarding.payment.agreementWhy')}</p>
            <Button size="lg" className="w-full sm:w-fit" onClick={() => setReading(true)}>
              {t('onboarding.payment.readAgreement')}
            </Button>
          </>
        )}
      </section>
      {card ? (
        <section className="grid gap-2">
          <h3 className="font-semibold">{t('onboarding.payment.card.title')}</h3>
          <p className="text-sm text-muted-foreground">
            {accepted ? t(`onboarding.payment.card.next.${state.viewer}`) : t('onboarding.payment.payFirst')}
          </p>
          <Button
            size="lg"
            className="w-full sm:w-fit"
            disabled={!accepted || report.isPending}
            onClick={() => report.mutate()}
          >
            {report.isPending ? t('onboarding.payment.card.saving') : t('onboarding.payment.card.continue')}
          </Button>
        </section>
      ) : (
        <>
          <section className="grid gap-2">
            <h3 className="font-semibold">{t('onboarding.payment.payTitle')}</h3>
            <p className="text-sm text-muted-foreground">
              {accepted ? t('onboarding.payment.payNote') : t('onboarding.payment.payFirst')}
            </p>
            <Button
              size="lg"
              variant={linkOpened ? 'outline' : 'default'}
              className="w-full sm:w-fit"
              disabled={!accepted}
              onClick={openPayment}
            >
              {t('onboarding.payment.pay', { price: formatMoney(plan.priceCents) })}
              <ExternalLink aria-hidden />
            </Button>
          </section>
          {linkOpened && accepted && (
            <section className="grid gap-2">
              <h3 className="font-semibold">{t('onboarding.payment.confirmTitle')}</h3>
              <p className="text-sm text-muted-foreground">{t('onboarding.payment.confirmNote')}</p>
              <Button size="lg" className="w-full sm:w-fit" disabled={report.isPending} onClick={() => report.mutate()}>
                {report.isPending ? t('onboarding.payment.processing') : t('onboarding.payment.confirm')}
              </Button>
            </section>
          )}
        </>
      )}
      {reading && agreementDialog({ onAccepted: () => setReading(false), onClose: () => setReading(false) })}
      <StepFooter onPrevious={onPrevious} />
    </div>
  );
}
