/** USD, and en-US dates in both languages (docs/product-rules.md, Conventions); relative times follow the language. */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });

export function formatMoney(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : money.format(cents / 100);
}

/** A calendar day (YYYY-MM-DD) as MM/DD/YYYY. */
export function formatDay(isoDay: string | null | undefined): string {
  return isoDay ? day.format(new Date(`${isoDay}T00:00:00Z`)) : '—';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 days ago" / "hace 2 días", computed from real timestamps. */
export function formatRelative(iso: string, now: Date, language: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

const localDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day an instant falls on in the reader's zone, as MM/DD/YYYY. */
export function formatInstantDay(iso: string | null | undefined): string {
  return iso ? localDay.format(new Date(iso)) : '—';
}

const dayAndTimeParts: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
};
const dayAndTime = new Intl.DateTimeFormat('en-US', dayAndTimeParts);
const dayTimeAndZone = new Intl.DateTimeFormat('en-US', { ...dayAndTimeParts, timeZoneName: 'short' });

/** An instant in the reader's own zone, as MM/DD/YYYY, h:mm AM. */
export function formatInstant(iso: string): string {
  return dayAndTime.format(new Date(iso));
}

/**
 * A deadline that ends at a moment (the right to cancel), in the reader's own zone and naming it, as
 * MM/DD/YYYY, h:mm AM EST: a member told "midnight" must know whose midnight.
 */
export function formatDeadline(iso: string): string {
  return dayTimeAndZone.format(new Date(iso));
}

/** A percentage to one decimal, as the admin metrics give it: 66.7%. */
export function formatPercent(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${rate.toFixed(1)}%`;
}

const monthAndDay = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as MM/DD, short enough for a chart's axis. */
export function formatShortDay(isoDay: string): string {
  return monthAndDay.format(new Date(`${isoDay}T00:00:00Z`));
}
