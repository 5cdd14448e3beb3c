import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useUpdateCard } from '../api/update-card.ts';

/** Past due: to Stripe's Checkout to save another card; the declined charge is then tried again on it. */
export function UpdateCardButton() {
  const { t } = useTranslation();
  const updateCard = useUpdateCard();
  const update = () =>
    updateCard.mutate(undefined, {
      onError: (error) => toastFailure(t('subscribe.errorTitle'), errorMessage(error, t)),
    });
  const leaving = updateCard.isPending || updateCard.isSuccess;
  return (
    <Button className="w-full sm:w-fit" disabled={leaving} onClick={update}>
      {leaving ? t('subscribe.checkout.opening') : t('planStatus.action.updateCard')}
    </Button>
  );
}
