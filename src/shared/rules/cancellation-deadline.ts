import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '#shared/constants/plans.ts';
import { usFederalHolidays } from './us-federal-holidays.ts';
import { nextDay, startOfZonedDay, zonedDayOf } from './zoned-day.ts';

/**
 * The signing day is read on the East Coast calendar, and the window closes at midnight in Hawaii. For a
 * member anywhere in the fifty states, Puerto Rico and the US Virgin Islands the first puts the signing day no
 * earlier than their own, and the second puts the closing no earlier than their own midnight: the window is
 * never shorter than the law's. Guam and the Northern Mariana Islands are a day ahead of the East Coast, and
 * American Samoa an hour behind Hawaii: a member whose address is there has the window read on their own clock.
 */
export const SIGNING_TIME_ZONE = 'America/New_York';
export const CLOSING_TIME_ZONE = 'Pacific/Honolulu';
const AHEAD_OF_THE_EAST_COAST: Readonly<Record<string, string>> = { GU: 'Pacific/Guam', MP: 'Pacific/Saipan' };
const BEHIND_HAWAII: Readonly<Record<string, string>> = { AS: 'Pacific/Pago_Pago' };
/** Every zone a window can close in, for reading back which one a stored deadline used. */
export const CLOSING_TIME_ZONES = [CLOSING_TIME_ZONE, ...Object.values(BEHIND_HAWAII)] as const;

/** Where the signing day is read and where the window closes, for a member whose address is in `state`. */
export function cancellationZones(state: string | null | undefined): { signing: string; closing: string } {
  return {
    signing: (state && AHEAD_OF_THE_EAST_COAST[state]) || SIGNING_TIME_ZONE,
    closing: (state && BEHIND_HAWAII[state]) || CLOSING_TIME_ZONE,
  };
}

/** The zone a deadline made by `cancellationDeadline` closes in: the one where it falls at midnight. */
export function closingZoneOf(deadline: Date): string {
  return (
    CLOSING_TIME_ZONES.find(
      (zone) => zonedDayOf(deadline, zone) !== zonedDayOf(new Date(deadline.getTime() - 1), zone),
    ) ?? CLOSING_TIME_ZONE
  );
}

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
 * The last day to cancel is the calendar day before it in the closing zone (`closingZoneOf`).
 */
export function cancellationDeadline(signedAt: Date, state?: string | null): Date {
  const zones = cancellationZones(state);
  let day = zonedDayOf(signedAt, zones.signing);
  let counted = 0;
  while (counted < CANCELLATION_WINDOW_BUSINESS_DAYS) {
    day = nextDay(day);
    if (isBusinessDay(day)) counted += 1;
  }
  return startOfZonedDay(nextDay(day), zones.closing);
}
