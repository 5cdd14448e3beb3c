import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatPercent, formatShortDay } from '#client/lib/format.ts';
import type { Analytics } from '#shared/schemas/admin.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT, TOOLTIP_STYLE } from '../chart-theme.ts';
import { ChartCard } from './chart-card.tsx';

/** The share of ended disputes that were resolved, week by week; a week where none ended is a gap. */
export function SuccessRateChart({ weeks, empty }: { weeks: Analytics['successRateTrend']; empty: boolean }) {
  const { t } = useTranslation();
  const series = t('admin.analytics.successRate.series');
  return (
    <ChartCard
      title={t('admin.analytics.successRate.title')}
      empty={empty}
      emptyText={t('admin.analytics.successRate.empty')}
      figures={{
        head: [t('admin.analytics.week'), series, t('admin.analytics.successRate.ended')],
        rows: weeks.map((week) => [formatDay(week.weekStart), formatPercent(week.rate), String(week.ended)]),
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={weeks} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="weekStart" tickFormatter={formatShortDay} tick={AXIS_TICK} stroke={CHART_COLORS.grid} />
          <YAxis
            domain={[0, 100]}
            tickFormatter={(rate: number) => `${rate}%`}
            tick={AXIS_TICK}
            stroke={CHART_COLORS.grid}
            width={44}
          />
          <Tooltip
            {...TOOLTIP_STYLE}
            labelFormatter={(label) => formatDay(String(label))}
            formatter={(rate) => formatPercent(Number(rate))}
          />
          <Line
            dataKey="rate"
            name={series}
            stroke={CHART_COLORS.primary}
            strokeWidth={2}
            dot={{ r: 3, fill: CHART_COLORS.primary }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
