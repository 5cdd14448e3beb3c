import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { PLANS } from '#shared/constants/plans.ts';
import type { OwedPayment } from '#shared/rules/member-journey.ts';
import { PaymentReportedRequestSchema } from '#shared/schemas/subscription.ts';
import { usePlans } from '../api/get-plans.ts';
import { useReportDuePayment } from '../api/report-due-payment.ts';
import { PaymentReferenceForm } from './payment-reference-form.tsx';

/**
 * Manual mode, a period that closed with letters in it: what is owed and for which period, the plan's payment
 * link, and "I've paid it" with the receipt number for the admin who checks it. Once told, it says when.
 */
export function DuePayment({ owed }: { owed: OwedPayment }) {
  const { t } = useTranslation();
  const paymentLink = usePlans().data?.find((plan) => plan.paymentType === owed.paymentType)?.paymentLink;
  const report = useReportDuePayment();
  const amount = formatMoney(owed.amountCents);
  const period =
    PLANS[owed.paymentType].billing === 'one_time'
      ? t('planStatus.owed.oneTimePeriod')
      : t('planStatus.owed.monthPeriod', { number: owed.periodIndex + 1 });
  const send = (reference: string | undefined) =>
    report.mutate(reference ? { reference } : {}, {
      onError: (error) => toastFailure(t('subscribe.errorTitle'), errorMessage(error, t)),
    });
  const reported = owed.reportedAt !== null;
  return (
    <div className="grid gap-3 rounded-md border border-amber-400 p-3">
      <h3 className="font-semibold">
        {reported ? t('planStatus.owed.reportedTitle', { amount }) : t('planStatus.owed.title', { amount })}
      </h3>
      <p className="text-sm">
        {reported
          ? t('planStatus.owed.reportedBody', { period, date: formatInstantDay(owed.reportedAt) })
          : t('planStatus.owed.body', { amount, period })}
      </p>
      {paymentLink && !reported && (
        <Button asChild className="w-full sm:w-fit">
          <a href={paymentLink} target="_blank" rel="noopener">
            {t('planStatus.action.paymentLink')}
            <ExternalLink aria-hidden />
          </a>
        </Button>
      )}
      {!reported && (
        <PaymentReferenceForm
          schema={PaymentReportedRequestSchema}
          submitLabel={t('planStatus.action.duePaid')}
          pendingLabel={t('planStatus.action.duePaidSending')}
          isPending={report.isPending}
          isDone={report.isSuccess}
          onSubmit={send}
        />
      )}
    </div>
  );
}
