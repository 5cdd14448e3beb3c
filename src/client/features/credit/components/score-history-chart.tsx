import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '#client/lib/format.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { ScoreRow } from '../score-chart-data.ts';

/** The range a FICO or VantageScore score can take: the axis never zooms in to make a small move look large. */
const SCORE_AXIS = [300, 400, 500, 600, 700, 800, 850];

/** A colour from the theme (styles.css, so dark mode follows) and a dash of its own, for readers who do not see colour. */
const LINE_STYLE: Record<Bureau, { stroke: string; dash?: string }> = {
  experian: { stroke: 'var(--chart-2)' },
  equifax: { stroke: 'var(--chart-3)', dash: '6 3' },
  transunion: { stroke: 'var(--chart-4)', dash: '2 3' },
};

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
/** A point's x is its day at UTC midnight (score-chart-data.ts). */
const dayOf = (time: number) => formatDay(new Date(time).toISOString().slice(0, 10));

/**
 * Each bureau's score over time, filling the box it is drawn in; this module (and recharts with it) loads only where
 * the chart is drawn.
 */
export function ScoreHistoryChart({ rows, bureaus }: { rows: ScoreRow[]; bureaus: Bureau[] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        {/* A time scale: reports brought a week apart sit closer than reports a year apart. */}
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          ticks={rows.map((row) => row.time)}
          interval="preserveStartEnd"
          tickFormatter={dayOf}
          tick={AXIS_TICK}
          stroke="var(--border)"
          minTickGap={16}
        />
        <YAxis domain={[300, 850]} ticks={SCORE_AXIS} tick={AXIS_TICK} stroke="var(--border)" width={40} />
        <Tooltip
          labelFormatter={(time) => dayOf(Number(time))}
          contentStyle={{
            background: 'var(--card)',
            border: '1px solid var(--border)',
            borderRadius: 8,
            color: 'var(--foreground)',
          }}
        />
        <Legend formatter={(value) => <span className="text-foreground">{value}</span>} />
        {bureaus.map((bureau) => (
          <Line
            key={bureau}
            dataKey={bureau}
            name={t(`bureaus.${bureau}`)}
            stroke={LINE_STYLE[bureau].stroke}
            strokeDasharray={LINE_STYLE[bureau].dash}
            strokeWidth={2}
            dot={{ r: 3, fill: LINE_STYLE[bureau].stroke }}
            // A report without this bureau's score is a gap in what the member brought, not a drop.
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
