import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '../constants/plans.ts';
import { usFederalHolidays } from './us-federal-holidays.ts';
import { nextDay, startOfZonedDay, zonedDayOf } from './zoned-day.ts';

/**
 * The signing day is read on the East Coast calendar, and the window closes at midnight in Hawaii. For a
 * member anywhere in the fifty states the first puts the signing day no earlier than their own, and the
 * second puts the closing no earlier than their own midnight: the window is never shorter than the law's.
 */
export const SIGNING_TIME_ZONE = 'America/New_York';
export const CLOSING_TIME_ZONE = 'Pacific/Honolulu';

/**
 * Monday to Friday except federal holidays. CROA does not define "business day"; leaving Saturdays out is the
 * reading that gives the consumer more time, which is the side to err on.
 */
export function isBusinessDay(isoDay: string): boolean {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !usFederalHolidays(Number(isoDay.slice(0, 4))).includes(isoDay);
}

/**
 * CROA § 1679e(a): the consumer may cancel "before midnight of the 3rd business day which begins after the
 * date" of signing. Answers that midnight as an instant; cancelling is allowed while now is before it.
 * The last day to cancel is the calendar day before it in CLOSING_TIME_ZONE.
 */
export function cancellationDeadline(signedAt: Date): Date {
  let day = zonedDayOf(signedAt, SIGNING_TIME_ZONE);
  let counted = 0;
  while (counted < CANCELLATION_WINDOW_BUSINESS_DAYS) {
    day = nextDay(day);
    if (isBusinessDay(day)) counted += 1;
  }
  return startOfZonedDay(nextDay(day), CLOSING_TIME_ZONE);
}
