import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import type { PaymentProcessor } from '#shared/constants/billing.ts';

/** How a plan is paid for on this installation, said before the member chooses one. */
export function PaymentMethodNote({ processor }: { processor: PaymentProcessor }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payment-method" className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <Badge variant={processor === 'manual' ? 'warning' : 'secondary'} className="w-fit">
        {t(`subscribe.${processor}.badge`)}
      </Badge>
      <h2 id="payment-method" className="font-semibold">
        {t(`subscribe.${processor}.title`)}
      </h2>
      <p className="text-sm text-muted-foreground">{t(`subscribe.${processor}.body`)}</p>
    </section>
  );
}
