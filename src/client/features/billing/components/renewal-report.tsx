import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RenewalReportedRequestSchema } from '#shared/schemas/subscription.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { useReportRenewal } from '../api/report-renewal.ts';
import { PaymentReferenceForm } from './payment-reference-form.tsx';

/**
 * Manual mode, a month waiting for its payment: the plan's payment link, and "I've paid this month" for the
 * admin who checks it. Once told, only the link stays (the stage then says when they told us).
 */
export function RenewalReport({ reported }: { reported: boolean }) {
  const { t } = useTranslation();
  const paymentLink = useSubscription().data?.plan?.paymentLink;
  const report = useReportRenewal();
  const send = (reference: string | undefined) =>
    report.mutate(reference ? { reference } : {}, {
      onError: (error) =>
        toast({ title: t('subscribe.errorTitle'), description: errorMessage(error, t), variant: 'destructive' }),
    });
  return (
    <div className="grid gap-4">
      {paymentLink && (
        <Button asChild variant={reported ? 'outline' : 'default'} className="w-full sm:w-fit">
          <a href={paymentLink} target="_blank" rel="noopener">
            {t('planStatus.action.paymentLink')}
            <ExternalLink aria-hidden />
          </a>
        </Button>
      )}
      {!reported && (
        <PaymentReferenceForm
          schema={RenewalReportedRequestSchema}
          submitLabel={t('planStatus.action.renewalPaid')}
          pendingLabel={t('subscribe.completed.confirming')}
          isPending={report.isPending}
          isDone={report.isSuccess}
          onSubmit={send}
        />
      )}
    </div>
  );
}
