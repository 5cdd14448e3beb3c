import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import { Loading } from '#client/components/ui/section.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatDay } from '#client/lib/format.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import type { ReportHistoryResponse } from '#shared/schemas/campaign.ts';
import { reportSourceLabel } from '../report-source.ts';
import { scoreChartData } from '../score-chart-data.ts';

/** Tall enough to tell 20 points apart on a phone; fixed, so the page does not move while the chart measures. */
const CHART_HEIGHT = 280;

const ScoreHistoryChart = lazy(() =>
  import('./score-history-chart.tsx').then((module) => ({ default: module.ScoreHistoryChart })),
);

/**
 * Each bureau's score over time, each report on the day of its figures. The drawing is hidden from screen readers,
 * which read the same rows (days, order and figures) in a table; with a single report (or no score at all) there
 * is nothing to draw, and the table is shown to everyone.
 */
export function ScoreHistory({ reports }: { reports: ReportHistoryResponse['reports'] }) {
  const { t } = useTranslation();
  const { rows, bureaus } = scoreChartData(reports);
  const drawn = rows.length >= 2 && bureaus.length > 0;
  const table = (
    <table className="w-full text-left text-sm">
      <caption className={cn('text-left', drawn ? undefined : 'sr-only')}>{t('progress.chart.tableCaption')}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('progress.chart.date')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('progress.chart.source')}
          </th>
          {BUREAUS.map((bureau) => (
            <th key={bureau} scope="col" className="py-2 pr-3 font-medium">
              {t(`bureaus.${bureau}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.reportId} className="border-b border-border last:border-0">
            <th scope="row" className="py-2 pr-3 font-normal">
              {formatDay(row.day)}
            </th>
            <td className="py-2 pr-3">{reportSourceLabel(t, row.source)}</td>
            {BUREAUS.map((bureau) => (
              <td key={bureau} className="py-2 pr-3 tabular-nums">
                {row[bureau] ?? '—'}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section
      aria-labelledby="score-history"
      className="grid min-w-0 content-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <h2 id="score-history" className="text-xl font-semibold">
        {t('progress.chart.title')}
      </h2>
      {drawn ? (
        <div aria-hidden="true" className="min-w-0" style={{ height: CHART_HEIGHT }}>
          <Suspense fallback={<Loading />}>
            <ScoreHistoryChart rows={rows} bureaus={bureaus} />
          </Suspense>
        </div>
      ) : (
        <p className="text-muted-foreground">
          {rows.length < 2 ? t('progress.chart.needsTwo') : t('progress.chart.noScores')}
        </p>
      )}
      {drawn ? (
        // A table ignores the 1px width that hides it; the box around it does not.
        <div className="sr-only">{table}</div>
      ) : (
        <ScrollRegion label={t('progress.chart.tableCaption')}>{table}</ScrollRegion>
      )}
    </section>
  );
}
