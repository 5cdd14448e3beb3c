import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatShortDay } from '#client/lib/format.ts';
import type { Analytics } from '#shared/schemas/admin.ts';
import { disputeStatusSeries } from '../analytics-series.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT, STATUS_COLORS, TOOLTIP_STYLE } from '../chart-theme.ts';
import { ChartCard } from './chart-card.tsx';

/** Disputes created each week, stacked by the status they have now, one colour per status. */
export function DisputesStatusChart({ weeks }: { weeks: Analytics['disputesByStatus'] }) {
  const { t } = useTranslation();
  const { rows, statuses } = disputeStatusSeries(weeks);
  return (
    <ChartCard
      title={t('admin.analytics.disputes.title')}
      empty={statuses.length === 0}
      emptyText={t('admin.analytics.disputes.empty')}
      figures={{
        head: [t('admin.analytics.week'), ...statuses.map((status) => t(`disputes.status.${status}`))],
        rows: rows.map((row) => [formatDay(row.weekStart), ...statuses.map((status) => String(row[status]))]),
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="weekStart" tickFormatter={formatShortDay} tick={AXIS_TICK} stroke={CHART_COLORS.grid} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} stroke={CHART_COLORS.grid} width={36} />
          <Tooltip {...TOOLTIP_STYLE} labelFormatter={(label) => formatDay(String(label))} />
          {/* In the statuses' own order (a dispute's life), not alphabetically. */}
          <Legend itemSorter={null} formatter={(value) => <span className="text-foreground">{value}</span>} />
          {statuses.map((status) => (
            <Bar
              key={status}
              dataKey={status}
              name={t(`disputes.status.${status}`)}
              stackId="status"
              fill={STATUS_COLORS[status]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
