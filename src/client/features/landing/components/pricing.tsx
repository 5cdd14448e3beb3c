import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlanOfferCard } from '#client/components/plans/plan-offer-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '#shared/constants/plans.ts';
import { LandingSection } from './landing-section.tsx';
import { PLAN_LINKS } from './plan-links.ts';

/**
 * The three plans in full, the recommended one marked, and how cancelling works. What a cancelled month costs
 * depends on when money is taken (`processor`), so that is said once the server has told us.
 */
export function Pricing({ processor }: { processor: PaymentProcessor | null }) {
  const { t } = useTranslation();
  return (
    <LandingSection id="pricing" title={t('landing.pricing.title')} intro={t('landing.pricing.intro')}>
      <ul className="grid gap-6 pt-3 lg:grid-cols-3">
        {PLAN_LINKS.map(({ query, paymentType, plan }) => (
          <li key={query} className="grid">
            <PlanOfferCard plan={plan} processor={processor} heading="h3">
              <Button asChild size="lg" variant={plan.recommended ? 'default' : 'outline'}>
                <a href={paths.onboardingWithPlan(query)}>
                  {t('landing.pricing.startWith', { plan: t(`plans.name.${paymentType}`) })}
                </a>
              </Button>
            </PlanOfferCard>
          </li>
        ))}
      </ul>
      <div className="flex gap-3 rounded-xl border border-border bg-muted p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-2">
          <h3 className="font-semibold">{t('landing.pricing.cancellation.title')}</h3>
          <p>{t('landing.pricing.cancellation.rightToCancel', { count: CANCELLATION_WINDOW_BUSINESS_DAYS })}</p>
          {processor && (
            <>
              <p>{t(`landing.pricing.cancellation.${processor}.monthly`)}</p>
              <p>{t(`landing.pricing.cancellation.${processor}.oneTime`)}</p>
            </>
          )}
        </div>
      </div>
    </LandingSection>
  );
}
