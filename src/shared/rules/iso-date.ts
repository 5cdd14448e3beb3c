/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC, so the answer never depends on the machine's
 * time zone. Comparing two ISO dates as strings orders them correctly, so callers may use < and >.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcParts(isoDate: string): [number, number, number] {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC calendar day of an instant, as the server's clock and our stored dates count days. */
export function isoDayOf(instant: Date): string {
  return fromUtc(instant.getTime());
}

/**
 * The instant a day with no time of its own is kept as (a bureau's answer on the day the member gave): noon UTC
 * falls on that same day in every US time zone, so isoDayOf and the Eastern day both give the day back.
 */
export function noonOf(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = toUtcParts(isoDate);
  return fromUtc(Date.UTC(year, month, day + days));
}

/**
 * A 29 February start ends on 1 March of a common year (the day after the 28th): of the two readings of
 * "n years later" it is the later one, so a reporting period is never cut short.
 */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = toUtcParts(isoDate);
  return fromUtc(Date.UTC(year + years, month, day));
}

/** The first day of the month `months` before (negative) or after the month of `isoDate`. */
export function firstOfMonthOffset(isoDate: string, months: number): string {
  const [year, month] = toUtcParts(isoDate);
  return fromUtc(Date.UTC(year, month + months, 1));
}

export function earliestDate(dates: Iterable<string | null>): string | null {
  let earliest: string | null = null;
  for (const date of dates) {
    if (date !== null && (earliest === null || date < earliest)) earliest = date;
  }
  return earliest;
}

export function latestDate(dates: Iterable<string | null>): string | null {
  let latest: string | null = null;
  for (const date of dates) {
    if (date !== null && (latest === null || date > latest)) latest = date;
  }
  return latest;
}
