import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLANS } from '#shared/constants/plans.ts';
import { PublicHeader } from '../../components/layouts/public-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

/** The spec's plan buttons: each starts the onboarding with its plan chosen. */
const PLAN_BUTTONS = [
  ['onetime', PLANS.per_dispute],
  ['monthly', PLANS.monthly],
  ['premium', PLANS.premium],
] as const;

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={paths.login}>{t('landing.memberLogin')}</Link>
          </Button>
        }
      />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center gap-6 px-4 py-16">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('landing.headline')}</h1>
        <p className="text-lg text-muted-foreground">{t('landing.subheadline')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.signup}>{t('landing.getStarted')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.login}>{t('landing.alreadyMember')}</Link>
          </Button>
        </div>
        <section aria-labelledby="landing-plans" className="grid gap-3 pt-6">
          <h2 id="landing-plans" className="text-2xl font-semibold">
            {t('landing.plansTitle')}
          </h2>
          <p className="text-muted-foreground">{t('landing.plansNote')}</p>
          <ul className="grid gap-3 sm:grid-cols-3">
            {PLAN_BUTTONS.map(([query, plan]) => (
              <li
                key={query}
                className={cn(
                  'grid gap-2 rounded-xl border bg-card p-4',
                  plan.recommended ? 'border-2 border-primary' : 'border-border',
                )}
              >
                <span className="font-semibold">{t(`plans.name.${plan.paymentType}`)}</span>
                <span>
                  <span className="text-2xl font-bold">{formatMoney(plan.priceCents)}</span>{' '}
                  <span className="text-sm text-muted-foreground">{t(`plans.billing.${plan.billing}`)}</span>
                </span>
                <span className="text-sm">
                  {t(`plans.allowance.${plan.billing}`, { count: plan.disputeAllowance })}
                </span>
                <Button asChild variant={plan.recommended ? 'default' : 'outline'}>
                  <Link to={paths.onboardingWithPlan(query)}>
                    {t('landing.startWith', { plan: t(`plans.name.${plan.paymentType}`) })}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t border-border px-4 py-6 text-center text-xs text-muted-foreground">
        {t('landing.disclaimer')}
      </footer>
    </div>
  );
}
