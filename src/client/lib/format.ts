/** Money is USD and dates are en-US in both languages (spec); relative times follow the language. */
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

const dayInZone = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on, as MM/DD/YYYY: in the reader's zone, or in the one named. */
export function formatInstantDay(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const key = timeZone ?? '';
  let format = dayInZone.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
    dayInZone.set(key, format);
  }
  return format.format(new Date(iso));
}
