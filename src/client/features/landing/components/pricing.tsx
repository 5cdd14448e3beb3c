import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_WINDOW_BUSINESS_DAYS, PLANS } from '#shared/constants/plans.ts';
import { PlanOfferCard } from '../../../components/plans/plan-offer-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { LandingSection } from './landing-section.tsx';
import { PLAN_LINKS } from './plan-links.ts';

/** The three plans in full, the recommended one marked, and how cancelling works. */
export function Pricing() {
  const { t } = useTranslation();
  return (
    <LandingSection id="pricing" title={t('landing.pricing.title')} intro={t('landing.pricing.intro')}>
      <ul className="grid gap-6 pt-3 lg:grid-cols-3">
        {PLAN_LINKS.map(([query, paymentType]) => {
          const plan = PLANS[paymentType];
          return (
            <li key={query} className="grid">
              <PlanOfferCard plan={plan} heading="h3">
                <Button asChild size="lg" variant={plan.recommended ? 'default' : 'outline'}>
                  <a href={paths.onboardingWithPlan(query)}>
                    {t('landing.pricing.startWith', { plan: t(`plans.name.${paymentType}`) })}
                  </a>
                </Button>
              </PlanOfferCard>
            </li>
          );
        })}
      </ul>
      <div className="flex gap-3 rounded-xl border border-border bg-muted p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-2">
          <h3 className="font-semibold">{t('landing.pricing.cancellation.title')}</h3>
          <p>{t('landing.pricing.cancellation.rightToCancel', { count: CANCELLATION_WINDOW_BUSINESS_DAYS })}</p>
          <p>{t('landing.pricing.cancellation.monthly')}</p>
          <p>{t('landing.pricing.cancellation.oneTime')}</p>
        </div>
      </div>
    </LandingSection>
  );
}
