import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '#client/lib/format.ts';
import type { AdminMetrics } from '#shared/schemas/admin.ts';

/** The six figures (docs/product-rules.md, Admin); money in USD, the success rate to one decimal. */
export function MetricList({ metrics }: { metrics: AdminMetrics }) {
  const { t } = useTranslation();
  const figures = [
    { label: t('admin.metrics.totalUsers'), value: String(metrics.totalUsers) },
    { label: t('admin.metrics.activeSubscriptions'), value: String(metrics.activeSubscriptions) },
    { label: t('admin.metrics.pendingActivations'), value: String(metrics.pendingActivations) },
    { label: t('admin.metrics.monthlyRevenue'), value: formatMoney(metrics.monthlyRevenueCents) },
    { label: t('admin.metrics.totalDisputes'), value: String(metrics.totalDisputes) },
    {
      label: t('admin.metrics.disputeSuccessRate'),
      value: formatPercent(metrics.disputeSuccessRate),
      hint: t('admin.metrics.successRateHint'),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="grid content-start gap-1 rounded-xl border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{figure.value}</dd>
          {figure.hint && <dd className="text-xs text-muted-foreground">{figure.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
