import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '#shared/constants/plans.ts';
import { REFUND_DAYS } from '#shared/rules/cancellation.ts';
import type { CancellationPreview, SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

/**
 * What cancelling now means, in the member's words: the server's own decision, shown before they confirm. Both
 * processors bill only for letters that exist, so inside the right to cancel nothing was charged; a manual
 * payment the member did make (reported under the old pay-first flow) is owed back, by the date the notice of
 * cancellation promises.
 */
function consequences(
  t: TFunction,
  preview: CancellationPreview,
  processor: PaymentProcessor,
  endsAt: string | null,
): string {
  switch (preview.kind) {
    case 'immediate': {
      const values = {
        amount: formatMoney(preview.refundCents),
        count: CANCELLATION_WINDOW_BUSINESS_DAYS,
        days: REFUND_DAYS,
      };
      // Manual: money the member did pay is owed back; a plan never paid for ends at no cost.
      if (processor === 'manual' && preview.refund) {
        const paid = preview.refundCents > 0;
        if (paid && preview.reason !== 'not_verified') return t('account.cancel.manual.refund', values);
        if (!paid && preview.reason === 'not_verified') return t('account.cancel.manual.not_started', values);
      }
      return t(`account.cancel.${processor}.${preview.reason}`, values);
    }
    case 'end_of_period':
      return t(`account.cancel.${processor}.end_of_period`, { date: formatInstantDay(preview.effectiveAt) });
    case 'refused':
      return t(`account.cancel.${preview.reason}`, { date: formatInstantDay(endsAt) });
  }
}

export function CancelPlan({ subscription }: { subscription: SubscriptionResponse }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const preview = subscription.cancellation;
  const { processor } = subscription;
  const text = consequences(t, preview, processor, subscription.subscription?.endsAt ?? null);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (after) => {
        setOpen(false);
        const ended = after.status === 'inactive';
        toast({
          title: ended ? t('account.cancel.done') : t('account.cancel.scheduled'),
          description:
            // Manual: where a refund goes, when there is one; Stripe: that the card is not charged.
            preview.kind === 'immediate' && preview.refund && (processor === 'stripe' || preview.refundCents > 0)
              ? t(`account.cancel.${processor}.doneNote`)
              : undefined,
        });
      },
      onError: (error) => toastFailure(t('subscribe.errorTitle'), errorMessage(error, t)),
    });

  return (
    <Section id="cancel-plan" card title={t('account.cancel.title')}>
      <p>{text}</p>
      {preview.kind !== 'refused' && (
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
          {t('account.cancel.button')}
        </Button>
      )}
      {open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent className="grid gap-4 sm:max-w-lg">
            <DialogTitle>{t('account.cancel.confirmTitle')}</DialogTitle>
            <DialogDescription className="text-base text-foreground">{text}</DialogDescription>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t('account.cancel.keep')}
              </Button>
              <Button
                className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
                disabled={cancel.isPending}
                onClick={confirm}
              >
                {cancel.isPending ? t('account.cancel.cancelling') : t('account.cancel.confirm')}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </Section>
  );
}
