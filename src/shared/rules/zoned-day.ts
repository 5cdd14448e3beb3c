/**
 * Calendar days in a named time zone, with Intl only (no time-zone library): the deadlines the law counts in
 * business days are calendar days somewhere, not UTC days.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function zonedParts(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms (negative west of Greenwich). */
function offsetAt(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day (YYYY-MM-DD) the instant falls on in the zone. */
export function zonedDayOf(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant the day starts (00:00 wall-clock time) in the zone. */
export function startOfZonedDay(isoDay: string, timeZone: string): Date {
  const guess = Date.parse(`${isoDay}T00:00:00Z`);
  const first = guess - offsetAt(new Date(guess), timeZone);
  // Once more at the corrected instant, in case an offset change lies between the two.
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

/** The next calendar day, as YYYY-MM-DD. */
export function nextDay(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
