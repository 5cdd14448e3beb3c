import { describe, expect, it } from 'vitest';
import { scoreChartData } from './score-chart-data.ts';

const report = (
  id: string,
  pulledAt: string,
  experian: number | null,
  equifax: number | null,
  reportDate: string | null = null,
) => ({
  id,
  pulledAt,
  reportDate,
  source: 'mismo',
  scores: { experian, equifax, transunion: null },
});

describe('scoreChartData', () => {
  it('gives the chart one row per report, each bureau’s score or a gap, and a line per bureau that scored', () => {
    const reports = [
      report('a1111111-1111-4111-8111-111111111111', '2026-01-05T12:00:00.000Z', 610, 598),
      report('a2222222-2222-4222-8222-222222222222', '2026-03-02T12:00:00.000Z', 634, null),
      report('a3333333-3333-4333-8333-333333333333', '2026-05-11T12:00:00.000Z', 662, 641),
    ];
    const { rows, bureaus } = scoreChartData(reports);
    expect(bureaus).toEqual(['experian', 'equifax']);
    // Without a date of its own, a report is on the day it was brought.
    expect(rows.map(({ day, experian, equifax, transunion }) => ({ day, experian, equifax, transunion }))).toEqual([
      { day: '2026-01-05', experian: 610, equifax: 598, transunion: null },
      { day: '2026-03-02', experian: 634, equifax: null, transunion: null },
      { day: '2026-05-11', experian: 662, equifax: 641, transunion: null },
    ]);
    expect(rows.map((row) => row.reportId)).toEqual(reports.map((entry) => entry.id));
  });

  it('puts each report on its own date, an older report brought late before the newer one', () => {
    const newer = report('a1111111-1111-4111-8111-111111111111', '2026-05-11T12:00:00.000Z', 662, null, '2026-05-10');
    const older = report('a2222222-2222-4222-8222-222222222222', '2026-05-12T12:00:00.000Z', 610, null, '2026-01-04');
    const { rows } = scoreChartData([newer, older]);
    expect(rows.map(({ reportId, day, time, experian }) => ({ reportId, day, time, experian }))).toEqual([
      { reportId: older.id, day: '2026-01-04', time: Date.parse('2026-01-04T00:00:00.000Z'), experian: 610 },
      { reportId: newer.id, day: '2026-05-10', time: Date.parse('2026-05-10T00:00:00.000Z'), experian: 662 },
    ]);
  });

  it('draws no line for reports without any score', () => {
    expect(
      scoreChartData([report('a1111111-1111-4111-8111-111111111111', '2026-01-05T12:00:00.000Z', null, null)]),
    ).toMatchObject({ bureaus: [] });
  });
});
