import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatMoney } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import { LandingSection } from './landing-section.tsx';
import { PLAN_LINKS } from './plan-links.ts';

/** Three compact plan cards right under the hero, each starting the onboarding with its plan. */
export function QuickPricing() {
  const { t } = useTranslation();
  return (
    <LandingSection id="plans" title={t('landing.quickPricing.title')} intro={t('landing.quickPricing.intro')}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {PLAN_LINKS.map(({ query, paymentType, plan }) => (
          <li key={query}>
            <a
              href={paths.onboardingWithPlan(query)}
              className={cn(
                'flex h-full items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:flex-col sm:items-start',
                plan.recommended ? 'border-2 border-primary' : 'border-border',
              )}
            >
              <span className="grid flex-1 gap-0.5 sm:flex-none">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {t(`plans.name.${paymentType}`)}
                  {plan.recommended && <Badge>{t('plans.mostPopular')}</Badge>}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t(`plans.allowance.${plan.billing}`, { count: plan.disputeAllowance })}
                </span>
              </span>
              <span className="grid text-right sm:text-left">
                <span className="text-xl font-bold sm:text-2xl">{formatMoney(plan.priceCents)}</span>
                <span className="text-xs text-muted-foreground sm:text-sm">{t(`plans.billing.${plan.billing}`)}</span>
              </span>
              <ArrowRight className="size-5 shrink-0 text-primary sm:hidden" aria-hidden />
              <span className="mt-auto hidden items-center gap-1 text-sm font-medium text-primary sm:inline-flex">
                {t('landing.quickPricing.start')}
                <ArrowRight className="size-4" aria-hidden />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
