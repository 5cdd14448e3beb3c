import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScrollLink } from '#client/components/layouts/scroll-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '#shared/constants/plans.ts';

export function Hero() {
  const { t } = useTranslation();
  const points = [
    t('landing.hero.points.ownReports'),
    t('landing.hero.points.noSetup'),
    t('landing.hero.points.cancel', { count: CANCELLATION_WINDOW_BUSINESS_DAYS }),
  ];
  return (
    <section aria-labelledby="hero-title" className="px-4 pb-6 pt-12 sm:pb-8 sm:pt-20">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-6 text-center">
        <p className="rounded-full border border-border bg-card px-3 py-1 text-sm text-muted-foreground">
          {t('landing.hero.eyebrow')}
        </p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {t('landing.hero.title')}
        </h1>
        <p className="text-lg text-muted-foreground text-pretty">{t('landing.hero.subtitle')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <ScrollLink targetId="pricing">{t('landing.hero.seePlans')}</ScrollLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <ScrollLink targetId="facts">{t('landing.hero.learnMore')}</ScrollLink>
          </Button>
        </div>
        <ul className="grid gap-2 text-left text-sm text-muted-foreground sm:flex sm:flex-wrap sm:justify-center sm:gap-x-6">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
