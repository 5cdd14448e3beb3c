import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PaymentCompletedRequestSchema, type SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useReportPayment } from '../api/report-payment.ts';
import { clearPendingSelection, loadPendingSelection } from '../pending-selection.ts';
import { planName } from '../plan-text.ts';
import { PaymentReferenceForm } from './payment-reference-form.tsx';

/** The spec's pause before the dashboard, so the member can read the confirmation. */
const AFTER_PAYMENT_DELAY_MS = 3000;

const ReferenceSchema = PaymentCompletedRequestSchema.pick({ reference: true });

/**
 * Manual payment, "Have you completed payment?": tells the server, with the receipt number if the member has
 * one, and the server queues the chosen items until an admin has verified the payment.
 */
export function ConfirmPaymentCard({ userId, subscription }: { userId: string; subscription: SubscriptionResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reportPayment = useReportPayment();
  const accepted = subscription.acceptedAgreement;
  const selection = loadPendingSelection(userId);
  const items = accepted && selection?.paymentType === accepted.paymentType ? selection.items : [];

  const confirm = (reference: string | undefined) => {
    if (!accepted) {
      toast({ title: t('subscribe.errorTitle'), description: t('subscribe.selectPlanFirst'), variant: 'destructive' });
      return;
    }
    // mutateAsync, not mutate's callbacks: the refetch that follows the report can take this card off the page
    // (the member can no longer buy a plan), and the toast and the way to the dashboard must still happen.
    reportPayment
      .mutateAsync({ paymentType: accepted.paymentType, selectedItems: items, ...(reference ? { reference } : {}) })
      .then(({ disputesCreated }) => {
        clearPendingSelection(userId);
        toast({
          title: t('subscribe.reported.title'),
          description:
            disputesCreated > 0
              ? t('subscribe.reported.withDisputes', { count: disputesCreated })
              : t('subscribe.reported.withoutDisputes'),
        });
        setTimeout(() => navigate(paths.dashboard), AFTER_PAYMENT_DELAY_MS);
      })
      .catch((error: unknown) =>
        toast({
          title: t('subscribe.errorTitle'),
          description: error instanceof ApiError && !error.body ? t('subscribe.failed') : errorMessage(error, t),
          variant: 'destructive',
        }),
      );
  };

  return (
    <Card>
      <CardHeader>
        <Badge variant="warning" className="w-fit">
          {t('subscribe.manual.badge')}
        </Badge>
        <CardTitle>{t('subscribe.completed.title')}</CardTitle>
        <CardDescription>
          {accepted
            ? t('subscribe.completed.description', { plan: planName(t, accepted.paymentType) })
            : t('subscribe.completed.descriptionNoPlan')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {items.length > 0 && <p className="text-sm">{t('subscribe.completed.queued', { count: items.length })}</p>}
        <PaymentReferenceForm
          schema={ReferenceSchema}
          submitLabel={t('subscribe.completed.button')}
          pendingLabel={t('subscribe.completed.confirming')}
          isPending={reportPayment.isPending}
          isDone={reportPayment.isSuccess}
          onSubmit={confirm}
        />
        <p className="text-sm text-muted-foreground">{t('subscribe.completed.note')}</p>
      </CardContent>
    </Card>
  );
}
