import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '#client/lib/format.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { planName, planPrice } from '../plan-text.ts';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{children}</dd>
    </div>
  );
}

/** The plan bought, its period and the disputes left: the figures beside the stage PlanStatus states. */
export function PlanOverview({ subscription }: { subscription: SubscriptionResponse }) {
  const { t } = useTranslation();
  const { plan, currentPeriod: period } = subscription;
  if (!plan) return null;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact label={t('account.planLabel')}>{`${planName(t, plan.paymentType)} · ${planPrice(t, plan)}`}</Fact>
      {period && (
        <>
          <Fact label={t('account.periodLabel')}>
            {period.endsAt
              ? t('account.periodRange', {
                  start: formatInstantDay(period.startsAt),
                  end: formatInstantDay(period.endsAt),
                })
              : t('account.periodOneTime', { start: formatInstantDay(period.startsAt) })}
          </Fact>
          <Fact label={t('account.disputesLeft')}>
            {t('account.disputesLeftValue', { remaining: period.remaining, allowance: period.allowance })}
          </Fact>
        </>
      )}
    </dl>
  );
}
