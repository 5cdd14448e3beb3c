import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { PaymentType } from '#shared/constants/plans.ts';
import { planName } from '../plan-text.ts';

/**
 * Stripe mode, the agreement accepted and no card saved yet (a checkout left or cancelled): the way back to
 * the card Checkout, with what saving a card means here.
 */
export function CardCheckoutCard({
  paymentType,
  items,
  leaving,
  onContinue,
}: {
  paymentType: PaymentType;
  /** The items that will be queued for dispute with the plan. */
  items: number;
  leaving: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('subscribe.checkout.title', { plan: planName(t, paymentType) })}</CardTitle>
        <CardDescription>{t('subscribe.checkout.sentence')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {items > 0 && <p className="text-sm">{t('subscribe.start.queued', { count: items })}</p>}
        <Button className="w-full sm:w-fit" disabled={leaving} onClick={onContinue}>
          {leaving ? t('subscribe.checkout.opening') : t('subscribe.checkout.button')}
        </Button>
      </CardContent>
    </Card>
  );
}
