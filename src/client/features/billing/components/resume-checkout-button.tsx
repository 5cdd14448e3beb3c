import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useStartCheckout } from '../api/checkout.ts';
import { useSubscription } from '../api/get-subscription.ts';

/**
 * Stripe mode, a plan whose card checkout was left unfinished: back to Checkout for the same plan. The items
 * chosen were queued when checkout began, so none are sent again.
 */
export function ResumeCheckoutButton() {
  const { t } = useTranslation();
  const paymentType = useSubscription().data?.plan?.paymentType;
  const checkout = useStartCheckout();
  if (!paymentType) return null;
  const resume = () =>
    checkout.mutate(
      { paymentType, selectedItems: [] },
      {
        onError: (error) => toastFailure(t('subscribe.errorTitle'), errorMessage(error, t)),
      },
    );
  return (
    <Button className="w-full sm:w-fit" disabled={checkout.isPending || checkout.isSuccess} onClick={resume}>
      {checkout.isPending || checkout.isSuccess ? t('subscribe.checkout.opening') : t('subscribe.checkout.button')}
    </Button>
  );
}
