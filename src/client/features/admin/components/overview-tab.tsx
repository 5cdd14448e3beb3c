import { useTranslation } from 'react-i18next';
import { DisputeStatusBadge } from '#client/components/disputes/dispute-status-badge.tsx';
import { ListOrEmpty, QueryAnswer, Section } from '#client/components/ui/section.tsx';
import { formatInstantDay, formatMoney, formatPercent } from '#client/lib/format.ts';
import { ADMIN_RECENT_DISPUTES } from '#shared/constants/admin.ts';
import type { AdminDispute, AdminMetrics } from '#shared/schemas/admin.ts';
import { useAdminDisputes } from '../api/admin-lists.ts';
import { useAdminMetrics } from '../api/get-admin-metrics.ts';
import { ShortIdText } from './short-id-text.tsx';

export function OverviewTab() {
  const { t } = useTranslation();
  const metrics = useAdminMetrics();
  const recent = useAdminDisputes({ page: 1, pageSize: ADMIN_RECENT_DISPUTES });
  return (
    <div className="grid gap-6">
      <Section id="admin-metrics" title={t('admin.metrics.title')}>
        <QueryAnswer query={metrics}>{(data) => <MetricList metrics={data} />}</QueryAnswer>
      </Section>
      <Section id="admin-recent" title={t('admin.overview.recentTitle')}>
        <QueryAnswer query={recent}>{(data) => <RecentDisputes disputes={data.disputes} />}</QueryAnswer>
      </Section>
    </div>
  );
}

/** The six figures (docs/product-rules.md, Admin); money in USD, the success rate to one decimal. */
function MetricList({ metrics }: { metrics: AdminMetrics }) {
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

/** The overview's recent activity: the newest disputes, ids cut to 8 characters. */
function RecentDisputes({ disputes }: { disputes: AdminDispute[] }) {
  const { t } = useTranslation();
  return (
    <ListOrEmpty
      rows={disputes}
      empty={t('admin.overview.noDisputes')}
      className="divide-y divide-border rounded-lg border border-border bg-card"
    >
      {(dispute) => (
        <li key={dispute.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
          <ShortIdText id={dispute.id} />
          <span className="min-w-0 flex-1 basis-48">
            <span className="block font-medium">{dispute.accountName}</span>
            <span className="block break-all text-sm text-muted-foreground">{dispute.userEmail}</span>
          </span>
          <span className="text-sm text-muted-foreground">{formatInstantDay(dispute.createdAt)}</span>
          <DisputeStatusBadge status={dispute.status} />
        </li>
      )}
    </ListOrEmpty>
  );
}
