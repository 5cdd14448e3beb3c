/**
 * Days as a date field holds them (YYYY-MM-DD), in the reader's own zone: what "today" is for the member
 * filling a form, which only the browser knows.
 */

/** The calendar day of a moment in the reader's zone. */
export function localDay(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A day from `first` (the letter written, mailed...) to today, in the reader's zone. */
export function dayBounds(first: string, now: Date): { min: string; max: string } {
  const today = localDay(now);
  // A clock behind the server's can put the first day after today: the field then offers today alone.
  return { min: [first, today].sort()[0] ?? today, max: today };
}

export function isDayAllowed(day: string, bounds: { min: string; max: string }): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= bounds.min && day <= bounds.max;
}
