import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';
import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '#shared/constants/plans.ts';

/**
 * The last call to action: a free account (the plan cards above start the onboarding instead). Its guarantee
 * note is the refund the rules really give (docs/decisions/003): the right to cancel, not the original spec's 30-day
 * money-back claim (docs/product-rules.md, Departures).
 */
export function FinalCta() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="get-started-title" className="px-4 py-14 sm:py-20">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-5 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10">
        <h2 id="get-started-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('landing.finalCta.title')}
        </h2>
        <p className="text-base text-pretty opacity-90 sm:text-lg">{t('landing.finalCta.body')}</p>
        <Button
          asChild
          size="lg"
          variant="outline"
          className="w-full border-transparent bg-background text-foreground hover:bg-muted sm:w-auto"
        >
          <a href={paths.signup}>{t('landing.finalCta.button')}</a>
        </Button>
        <p className="flex max-w-md items-start gap-2 text-left text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('landing.finalCta.guarantee', { count: CANCELLATION_WINDOW_BUSINESS_DAYS })}
        </p>
      </div>
    </section>
  );
}
