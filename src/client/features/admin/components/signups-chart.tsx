import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatShortDay } from '#client/lib/format.ts';
import type { Analytics } from '#shared/schemas/admin.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT, TOOLTIP_STYLE } from '../chart-theme.ts';
import { ChartCard } from './chart-card.tsx';

export function SignupsChart({ weeks, empty }: { weeks: Analytics['signupsPerWeek']; empty: boolean }) {
  const { t } = useTranslation();
  const series = t('admin.analytics.signups.series');
  return (
    <ChartCard
      title={t('admin.analytics.signups.title')}
      empty={empty}
      emptyText={t('admin.analytics.signups.empty')}
      figures={{
        head: [t('admin.analytics.week'), series],
        rows: weeks.map((week) => [formatDay(week.weekStart), String(week.count)]),
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={weeks} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="weekStart" tickFormatter={formatShortDay} tick={AXIS_TICK} stroke={CHART_COLORS.grid} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} stroke={CHART_COLORS.grid} width={36} />
          <Tooltip {...TOOLTIP_STYLE} labelFormatter={(label) => formatDay(String(label))} />
          <Bar dataKey="count" name={series} fill={CHART_COLORS.primary} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
