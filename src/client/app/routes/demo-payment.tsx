import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { PublicHeader } from '#client/components/layouts/public-header.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { usePlans } from '#client/features/billing/api/get-plans.ts';
import { planName } from '#client/features/billing/plan-text.ts';
import { formatMoney } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';

/**
 * Stands in for the payment provider when no PAYMENT_LINK_* is configured, so the demo runs offline. It says
 * plainly that nothing is charged, and sends the member back to confirm as they would after a real payment.
 */
export function DemoPaymentPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const plans = usePlans();
  if (plans.isPending) return <LoadingScreen />;
  if (plans.isError) return <ErrorScreen error={plans.error} onRetry={() => void plans.refetch()} />;
  const plan = plans.data.find((candidate) => candidate.paymentType === searchParams.get('plan'));
  return (
    <div className="min-h-dvh">
      <PublicHeader />
      <main id="main" className="mx-auto grid w-full max-w-lg gap-6 px-4 py-8">
        <div
          role="note"
          className="flex gap-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>{t('demoPayment.banner')}</p>
        </div>
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold leading-tight">{t('demoPayment.title')}</h1>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-lg font-medium">
              {plan
                ? t('demoPayment.plan', {
                    plan: planName(t, plan.paymentType),
                    price: formatMoney(plan.priceCents),
                    billing: t(`plans.billing.${plan.billing}`),
                  })
                : t('demoPayment.unknownPlan')}
            </p>
            <p className="text-muted-foreground">{t('demoPayment.next')}</p>
            <ButtonLink to={paths.subscribe} size="lg">
              {t('demoPayment.return')}
            </ButtonLink>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
