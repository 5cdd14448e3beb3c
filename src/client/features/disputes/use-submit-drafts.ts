import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '#client/lib/api-client.ts';
import { formatDeadline } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useProcessDisputes } from './api/process-disputes.ts';

/** The pause after "Payment Required" before the plans page (docs/product-rules.md, Disputes). */
export const PAYMENT_REDIRECT_DELAY_MS = 2000;

/**
 * Sends drafts and tells the member what happened (docs/product-rules.md, Disputes): the counts on success, the plans
 * page when there is no active plan, the allowance when it is spent, and what else is missing otherwise.
 */
export function useSubmitDrafts({ onSent, onProfileRequired }: { onSent: () => void; onProfileRequired: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const processDisputes = useProcessDisputes();

  const refused = (error: unknown, disputeIds: string[]) => {
    const body = error instanceof ApiError ? error.body : null;
    const code = body?.code;
    if (error instanceof ApiError && (error.status === 402 || code === 'PAYMENT_REQUIRED')) {
      toastFailure(t('disputes.submit.paymentTitle'), t('disputes.submit.payment'));
      setTimeout(() => navigate(paths.subscribeWithDisputes(disputeIds)), PAYMENT_REDIRECT_DELAY_MS);
      return;
    }
    if (error instanceof ApiError && (error.status === 429 || code === 'MONTHLY_LIMIT_EXCEEDED')) {
      const remaining = Number.parseInt(body?.reason ?? '', 10);
      toastFailure(
        t('disputes.submit.limitTitle'),
        Number.isNaN(remaining)
          ? t('disputes.submit.limit')
          : `${t('disputes.submit.limit')} ${t('disputes.submit.limitRemaining', { count: remaining })}`,
      );
      return;
    }
    if (code === 'RIGHT_TO_CANCEL_PERIOD') {
      const endsAt = body?.reason && !Number.isNaN(Date.parse(body.reason)) ? formatDeadline(body.reason) : null;
      toast({
        title: t('disputes.submit.rightToCancelTitle'),
        description: endsAt ? t('disputes.submit.rightToCancel', { when: endsAt }) : t('errors.RIGHT_TO_CANCEL_PERIOD'),
      });
      return;
    }
    if (code === 'PROFILE_REQUIRED') {
      toast({ title: t('disputes.submit.profileTitle'), description: t('disputes.submit.profile') });
      onProfileRequired();
      return;
    }
    toastFailure(t('disputes.submit.failedTitle'), t('disputes.submit.failed'));
  };

  // mutateAsync, not mutate's callbacks: the draft list that asked is gone once its drafts are sent, and
  // callbacks given to mutate() never run for an unmounted component.
  const submit = (disputeIds: string[]) =>
    processDisputes.mutateAsync(disputeIds).then(
      ({ processedCount, remainingThisMonth }) => {
        onSent();
        toast({
          title: t('disputes.submit.successTitle'),
          description: `${t('disputes.submit.ready', { count: processedCount })} ${t('disputes.submit.remaining', {
            count: remainingThisMonth,
          })}`,
        });
      },
      (error: unknown) => refused(error, disputeIds),
    );

  return { submit, isPending: processDisputes.isPending };
}
