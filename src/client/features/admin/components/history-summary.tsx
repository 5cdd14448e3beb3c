import { useTranslation } from 'react-i18next';
import { formatMoney } from '#client/lib/format.ts';
import type { ClientRecord } from '#shared/schemas/admin.ts';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

export function HistorySummary({ client }: { client: ClientRecord }) {
  const { t } = useTranslation();
  const facts = [
    { label: t('admin.history.phone'), value: client.phoneNumber ?? '—' },
    {
      label: t('admin.history.plan'),
      value: client.subscriptionTier ? t(`plans.name.${client.subscriptionTier}`) : t('admin.noPlan'),
    },
    {
      label: t('admin.history.profile'),
      value: t(client.onboardingCompleted ? 'admin.history.profileGiven' : 'admin.history.profileMissing'),
    },
    { label: t('admin.clients.columns.payments'), value: formatMoney(client.totalPaymentsCents) },
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div className="grid gap-1">
        <dt className="text-muted-foreground">{t('admin.filters.status')}</dt>
        <dd>
          <SubscriptionStatusBadge status={client.subscriptionStatus} />
        </dd>
      </div>
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-1">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
