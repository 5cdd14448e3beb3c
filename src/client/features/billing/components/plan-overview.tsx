import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatInstant, formatInstantDay } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { planName, planPrice } from '../plan-text.ts';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{children}</dd>
    </div>
  );
}

/** Plan, status, period and disputes left: what a member checks before filing. */
export function PlanOverview({ subscription }: { subscription: SubscriptionResponse }) {
  const { t } = useTranslation();
  const { plan, currentPeriod: period, status } = subscription;
  const now = new Date();
  const rightToCancelEndsAt = subscription.subscription?.rightToCancelEndsAt;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('account.statusLabel')}>
          <Badge variant={status === 'active' ? 'default' : 'secondary'}>{t(`subscriptionStatus.${status}`)}</Badge>
        </Fact>
        <Fact label={t('account.planLabel')}>
          {plan ? `${planName(t, plan.paymentType)} · ${planPrice(t, plan)}` : t('account.noPlan')}
        </Fact>
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
      {status === 'pending_verification' && <p>{t('account.awaitingActivation')}</p>}
      {subscription.queuedDisputes > 0 && <p>{t('account.queued', { count: subscription.queuedDisputes })}</p>}
      {rightToCancelEndsAt && new Date(rightToCancelEndsAt) > now && (
        <p className="font-medium">{t('account.rightToCancelUntil', { when: formatInstant(rightToCancelEndsAt) })}</p>
      )}
      {subscription.subscription?.endsAt && (
        <p className="font-medium">
          {t('account.endsOn', { date: formatInstantDay(subscription.subscription.endsAt) })}
        </p>
      )}
      {!plan && (
        <Button asChild className="w-full sm:w-fit">
          <Link to={paths.subscribe}>{t('account.seePlans')}</Link>
        </Button>
      )}
    </div>
  );
}
