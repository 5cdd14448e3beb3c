import { useTranslation } from 'react-i18next';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import { useStartCheckout } from './api/checkout.ts';
import { savePendingSelection } from './pending-selection.ts';
import { planName } from './plan-text.ts';

/**
 * Stripe mode: the plan accepted, off to the card Checkout with the items to queue. The choice is kept
 * here too, so a member who cancels on Stripe's page and comes back can continue with the same items.
 */
export function useCardCheckout(userId: string) {
  const { t } = useTranslation();
  const checkout = useStartCheckout();
  const start = (paymentType: PaymentType, items: string[]) => {
    savePendingSelection(userId, { paymentType, items });
    toast({
      title: t('subscribe.checkout.redirecting'),
      description: t('subscribe.checkout.redirectingDescription', { plan: planName(t, paymentType) }),
    });
    checkout.mutate(
      { paymentType, selectedItems: items },
      {
        onError: (error) => toastFailure(t('subscribe.errorTitle'), errorMessage(error, t)),
      },
    );
  };
  return { start, leaving: checkout.isPending || checkout.isSuccess };
}
