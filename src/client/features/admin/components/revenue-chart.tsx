import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '#client/lib/format.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { Analytics } from '#shared/schemas/admin.ts';
import { revenueSeries } from '../analytics-series.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT, TOOLTIP_STYLE } from '../chart-theme.ts';
import { ChartCard } from './chart-card.tsx';

/** Verified payments less refunds over the range, per plan, on a USD axis. */
export function RevenueChart({ plans, empty }: { plans: Analytics['revenueByPlan']; empty: boolean }) {
  const { t } = useTranslation();
  const rows = revenueSeries(plans);
  const planName = (type: PaymentType) => t(`plans.name.${type}`);
  const series = t('admin.analytics.revenue.series');
  return (
    <ChartCard
      title={t('admin.analytics.revenue.title')}
      empty={empty}
      emptyText={t('admin.analytics.revenue.empty')}
      figures={{
        head: [t('admin.analytics.plan'), series],
        rows: rows.map((row) => [planName(row.paymentType), formatMoney(row.revenueCents)]),
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="paymentType" tickFormatter={planName} tick={AXIS_TICK} stroke={CHART_COLORS.grid} />
          <YAxis
            tickFormatter={(cents: number) => formatMoney(cents)}
            tick={AXIS_TICK}
            stroke={CHART_COLORS.grid}
            width={88}
          />
          <Tooltip
            {...TOOLTIP_STYLE}
            labelFormatter={(label) => planName(label as PaymentType)}
            formatter={(cents) => formatMoney(Number(cents))}
          />
          <Bar dataKey="revenueCents" name={series} fill={CHART_COLORS.primary} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
