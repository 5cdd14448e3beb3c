import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { paths } from '#client/lib/paths.ts';

/** For members without an active plan, or refused with SUBSCRIPTION_REQUIRED (docs/product-rules.md, Disputes). */
export function SubscriptionRequiredNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="grid gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Lock className="size-4 shrink-0" aria-hidden />
        {t('disputeCenter.subscriptionRequired')}
      </p>
      <p className="text-sm">{t('disputeCenter.subscriptionRequiredBody')}</p>
      <ButtonLink to={paths.subscribe} className="w-full sm:w-fit">
        {t('disputeCenter.seePlans')}
      </ButtonLink>
    </div>
  );
}
