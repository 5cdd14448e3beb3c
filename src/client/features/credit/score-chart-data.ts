import { localDay } from '#client/lib/local-day.ts';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { ReportHistoryResponse } from '#shared/schemas/campaign.ts';

type HistoryReport = ReportHistoryResponse['reports'][number];

/**
 * One report on the chart and in its table: the day its figures are from (the report's own date, or the day it was
 * brought when it gives none: an older report brought late shows its scores where they belong), that day on the
 * x axis (ms, UTC midnight), where it came from, and each bureau's score in it, if any.
 */
export type ScoreRow = { reportId: string; day: string; time: number; source: string } & Record<Bureau, number | null>;

/**
 * The score chart's rows, one per report, in the order of their days (reports of one day as they were brought),
 * and the bureaus that get a line: those with a score in at least one report.
 */
/** The day a report's figures are from: its own date, or the day it was brought when it gives none. */
export const reportDayOf = ({ reportDate, pulledAt }: Pick<HistoryReport, 'reportDate' | 'pulledAt'>) =>
  reportDate ?? localDay(new Date(pulledAt));

export function scoreChartData(reports: readonly HistoryReport[]): { rows: ScoreRow[]; bureaus: Bureau[] } {
  const rows = reports
    .map(({ id, pulledAt, reportDate, source, scores }) => {
      const day = reportDayOf({ reportDate, pulledAt });
      return { reportId: id, day, time: Date.parse(`${day}T00:00:00Z`), source, ...scores };
    })
    .sort((a, b) => a.time - b.time);
  const bureaus = BUREAUS.filter((bureau) => rows.some((row) => row[bureau] !== null));
  return { rows, bureaus };
}
