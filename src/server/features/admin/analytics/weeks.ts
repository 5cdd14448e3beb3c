import { DAY_MS } from '#shared/constants/time.ts';

const WEEK_MS = 7 * DAY_MS;
const day = (instant: Date) => instant.toISOString().slice(0, 10);

/** The Monday (UTC) of the week an instant falls in, as a day: what PostgreSQL's date_trunc('week') gives. */
export function weekStartOf(instant: Date): string {
  const midnight = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  const sinceMonday = (instant.getUTCDay() + 6) % 7;
  return day(new Date(midnight - sinceMonday * DAY_MS));
}

/** The last `count` weeks, ending with the one `now` is in, oldest first; and the instants that bound them. */
export function recentWeeks(now: Date, count: number): { weekStarts: string[]; from: Date; before: Date } {
  const current = new Date(`${weekStartOf(now)}T00:00:00Z`).getTime();
  const from = current - (count - 1) * WEEK_MS;
  const weekStarts = Array.from({ length: count }, (_, index) => day(new Date(from + index * WEEK_MS)));
  return { weekStarts, from: new Date(from), before: new Date(current + WEEK_MS) };
}

/** The rows of each week, every week present and in order: a week no row speaks of has none. */
export function groupByWeek<Row extends { weekStart: string }>(
  weekStarts: readonly string[],
  rows: readonly Row[],
): { weekStart: string; rows: Row[] }[] {
  return weekStarts.map((weekStart) => ({ weekStart, rows: rows.filter((row) => row.weekStart === weekStart) }));
}
