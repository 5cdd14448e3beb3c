import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '#client/components/ui/card.tsx';
import { formatDay, formatMoney, formatPercent, formatShortDay } from '#client/lib/format.ts';
import type { DisputeStatus } from '#shared/constants/disputes.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { Analytics } from '#shared/schemas/admin.ts';
import { disputeStatusSeries, isAnalyticsEmpty, revenueSeries } from '../analytics-series.ts';

/** The four charts; this module (and recharts with it) loads only when the analytics tab opens. */
export function AnalyticsCharts({ data }: { data: Analytics }) {
  const empty = isAnalyticsEmpty(data);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SignupsChart weeks={data.signupsPerWeek} empty={empty.signups} />
      <DisputesStatusChart weeks={data.disputesByStatus} />
      <RevenueChart plans={data.revenueByPlan} empty={empty.revenue} />
      <SuccessRateChart weeks={data.successRateTrend} empty={empty.successRate} />
    </div>
  );
}

/** Every chart is this tall, so the page does not move while a chart measures its width. */
const CHART_HEIGHT = 260;

/** Colours come from the theme (styles.css), so the charts follow dark mode. */
const CHART_COLORS = {
  primary: 'var(--chart-1)',
  grid: 'var(--border)',
} as const;

const STATUS_COLORS: Record<DisputeStatus, string> = {
  draft: 'var(--chart-7)',
  pending: 'var(--chart-3)',
  submitted: 'var(--chart-4)',
  sent: 'var(--chart-2)',
  in_review: 'var(--chart-8)',
  resolved: 'var(--chart-5)',
  rejected: 'var(--chart-6)',
  withdrawn: 'var(--chart-1)',
};

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--foreground)',
  },
  labelStyle: { color: 'var(--foreground)' },
} as const;

/** What the charts by week share: horizontal grid lines, the week's first day under each mark, a whole count. */
const GRID = { stroke: CHART_COLORS.grid, vertical: false } as const;
const WEEK_AXIS = {
  dataKey: 'weekStart',
  tickFormatter: formatShortDay,
  tick: AXIS_TICK,
  stroke: CHART_COLORS.grid,
} as const;
const COUNT_AXIS = { allowDecimals: false, tick: AXIS_TICK, stroke: CHART_COLORS.grid, width: 36 } as const;
const WEEK_TOOLTIP = { ...TOOLTIP_STYLE, labelFormatter: (label: unknown) => formatDay(String(label)) };
const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/**
 * A chart with its title, or its empty state; `chart` names its texts (`admin.analytics.<chart>.title`,
 * `….empty`). The drawing is hidden from screen readers, which get the same figures as a table (visually hidden)
 * named after the chart.
 */
function ChartCard({
  chart,
  empty,
  figures,
  children,
}: {
  chart: 'signups' | 'disputes' | 'revenue' | 'successRate';
  empty: boolean;
  figures: { head: string[]; rows: string[][] };
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const title = t(`admin.analytics.${chart}.title`);
  return (
    <Card className="grid min-w-0 content-start gap-3 p-4">
      <h3 className="font-semibold">{title}</h3>
      {empty ? (
        <p className="grid place-items-center text-center text-muted-foreground" style={{ height: CHART_HEIGHT }}>
          {t(`admin.analytics.${chart}.empty`)}
        </p>
      ) : (
        <>
          <div aria-hidden="true" className="min-w-0" style={{ height: CHART_HEIGHT }}>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              {children}
            </ResponsiveContainer>
          </div>
          {/* A table ignores the 1px width that hides it; the box around it does not. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {figures.head.map((cell) => (
                    <th key={cell} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {figures.rows.map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns.
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

function SignupsChart({ weeks, empty }: { weeks: Analytics['signupsPerWeek']; empty: boolean }) {
  const { t } = useTranslation();
  const series = t('admin.analytics.signups.series');
  return (
    <ChartCard
      chart="signups"
      empty={empty}
      figures={{
        head: [t('admin.analytics.week'), series],
        rows: weeks.map((week) => [formatDay(week.weekStart), String(week.count)]),
      }}
    >
      <BarChart data={weeks} accessibilityLayer={false} margin={MARGIN}>
        <CartesianGrid {...GRID} />
        <XAxis {...WEEK_AXIS} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip {...WEEK_TOOLTIP} />
        <Bar dataKey="count" name={series} fill={CHART_COLORS.primary} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartCard>
  );
}

/** Disputes created each week, stacked by the status they have now, one colour per status. */
function DisputesStatusChart({ weeks }: { weeks: Analytics['disputesByStatus'] }) {
  const { t } = useTranslation();
  const { rows, statuses } = disputeStatusSeries(weeks);
  return (
    <ChartCard
      chart="disputes"
      empty={statuses.length === 0}
      figures={{
        head: [t('admin.analytics.week'), ...statuses.map((status) => t(`disputes.status.${status}`))],
        rows: rows.map((row) => [formatDay(row.weekStart), ...statuses.map((status) => String(row[status]))]),
      }}
    >
      <BarChart data={rows} accessibilityLayer={false} margin={MARGIN}>
        <CartesianGrid {...GRID} />
        <XAxis {...WEEK_AXIS} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip {...WEEK_TOOLTIP} />
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
    </ChartCard>
  );
}

/** Verified payments less refunds over the range, per plan, on a USD axis. */
function RevenueChart({ plans, empty }: { plans: Analytics['revenueByPlan']; empty: boolean }) {
  const { t } = useTranslation();
  const rows = revenueSeries(plans);
  const planName = (type: PaymentType) => t(`plans.name.${type}`);
  const series = t('admin.analytics.revenue.series');
  return (
    <ChartCard
      chart="revenue"
      empty={empty}
      figures={{
        head: [t('admin.analytics.plan'), series],
        rows: rows.map((row) => [planName(row.paymentType), formatMoney(row.revenueCents)]),
      }}
    >
      <BarChart data={rows} accessibilityLayer={false} margin={{ ...MARGIN, left: 8 }}>
        <CartesianGrid {...GRID} />
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
    </ChartCard>
  );
}

/** The share of ended disputes that were resolved, week by week; a week where none ended is a gap. */
function SuccessRateChart({ weeks, empty }: { weeks: Analytics['successRateTrend']; empty: boolean }) {
  const { t } = useTranslation();
  const series = t('admin.analytics.successRate.series');
  return (
    <ChartCard
      chart="successRate"
      empty={empty}
      figures={{
        head: [t('admin.analytics.week'), series, t('admin.analytics.successRate.ended')],
        rows: weeks.map((week) => [formatDay(week.weekStart), formatPercent(week.rate), String(week.ended)]),
      }}
    >
      <LineChart data={weeks} accessibilityLayer={false} margin={MARGIN}>
        <CartesianGrid {...GRID} />
        <XAxis {...WEEK_AXIS} />
        <YAxis
          domain={[0, 100]}
          tickFormatter={(rate: number) => `${rate}%`}
          tick={AXIS_TICK}
          stroke={CHART_COLORS.grid}
          width={44}
        />
        <Tooltip {...WEEK_TOOLTIP} formatter={(rate) => formatPercent(Number(rate))} />
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
    </ChartCard>
  );
}
