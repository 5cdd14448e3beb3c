import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import { scoreSeries } from '#shared/rules/report-history.ts';
import type { ReportHistoryResponse } from '#shared/schemas/campaign.ts';

/** One report on the chart: when it was brought (the x axis, in ms) and each bureau's score in it, if any. */
export type ScoreRow = { reportId: string; pulledAt: string; time: number } & Record<Bureau, number | null>;

/**
 * The score chart's rows, one per report, oldest first, with the points of each bureau's series
 * (rules/report-history.ts), and the bureaus that get a line: those with a score in at least one report.
 */
export function scoreChartData(reports: ReportHistoryResponse['reports']): { rows: ScoreRow[]; bureaus: Bureau[] } {
  const series = scoreSeries(reports);
  const scoreOf = (bureau: Bureau, reportId: string) =>
    series.find((line) => line.bureau === bureau)?.points.find((point) => point.reportId === reportId)?.score ?? null;
  const rows = reports.map(({ id, pulledAt }) => {
    const row = { reportId: id, pulledAt, time: Date.parse(pulledAt) } as ScoreRow;
    for (const bureau of BUREAUS) row[bureau] = scoreOf(bureau, id);
    return row;
  });
  const bureaus = BUREAUS.filter((bureau) => rows.some((row) => row[bureau] !== null));
  return { rows, bureaus };
}
