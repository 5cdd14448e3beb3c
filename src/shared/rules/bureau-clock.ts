import {
  type BureauOutcome,
  EXTENDED_INVESTIGATION_DAYS,
  INVESTIGATION_DAYS,
  MAIL_TRANSIT_DAYS,
} from '#shared/constants/disputes.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import { addDays } from './iso-date.ts';

/** What the member told us about one letter's trip to a bureau. */
export interface MailingDates {
  mailedOn: string | null;
  deliveredOn: string | null;
  /** The member sent the bureau new information during the first 30 days (FCRA § 611(a)(1)(B)). */
  extended: boolean;
}

export interface BureauDeadline {
  /** The day the bureau is taken to have received the dispute. */
  startsOn: string;
  /** Delivery confirmed by the member, or the mailing day plus the days a letter takes. */
  basis: 'delivered' | 'mailed';
  /** The last day of the bureau's 30 (or 45) days. */
  dueOn: string;
}

/**
 * FCRA § 611(a)(1): the bureau has 30 days from receiving the dispute, 45 when the consumer sends more
 * information during them. The clock starts at delivery when the member gives its date, otherwise at the
 * mailing day plus MAIL_TRANSIT_DAYS; a letter not yet mailed starts no clock at all.
 */
export function deadlineOf(dates: MailingDates): BureauDeadline | null {
  if (!dates.mailedOn) return null;
  const startsOn = dates.deliveredOn ?? addDays(dates.mailedOn, MAIL_TRANSIT_DAYS);
  const days = dates.extended ? EXTENDED_INVESTIGATION_DAYS : INVESTIGATION_DAYS;
  return { startsOn, basis: dates.deliveredOn ? 'delivered' : 'mailed', dueOn: addDays(startsOn, days) };
}

/**
 * The calendar days "today" may be somewhere in the United States and its territories, from American Samoa
 * (UTC−11) to Guam (UTC+10). A date a member gives may be today wherever they are (never later than
 * `latest`), and a bureau is late only once its due day is over everywhere (`earliest` is past it): the app
 * never calls a bureau late while the member's own calendar still shows the due day.
 */
export function todayBounds(now: Date): { earliest: string; latest: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { earliest: day(now.getTime() - 11 * HOUR_MS), latest: day(now.getTime() + 10 * HOUR_MS) };
}

/** The bureau's time is up and it has not answered. */
export const isLate = (dueOn: string | null, answered: boolean, now: Date) =>
  !answered && dueOn !== null && todayBounds(now).earliest > dueOn;

/** A bureau's row of a sent dispute: the last day of its time to answer (null until mailed), and its answer. */
export interface BureauClock {
  responseDueOn: string | null;
  outcome: BureauOutcome | null;
}

/** The bureau's time is up and it has not answered (FCRA § 611(a)(1)). */
export const isOverdue = (row: BureauClock, now: Date) => isLate(row.responseDueOn, row.outcome !== null, now);

/** Whole days until the due day ends, never below zero (lateness says the rest); null with no clock. */
export function daysUntil(dueOn: string | null, now: Date): number | null {
  if (!dueOn) return null;
  const today = todayBounds(now).earliest;
  return Math.max(0, Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000));
}

/**
 * USPS tracking numbers a member may give for certified mail (USPS Publication 199): 20, 22 or 26 digits
 * ending in a mod-10 check digit, or an international UPU S10 number (two letters, eight digits, a mod-11
 * check digit, "US"). Spaces are allowed as the receipt prints them.
 */
export function isUspsTrackingNumber(value: string): boolean {
  const compact = normalizeTrackingNumber(value);
  const s10 = /^[A-Z]{2}(\d{8})(\d)US$/.exec(compact);
  if (s10) return s10CheckDigit(s10[1] ?? '') === Number(s10[2]);
  if (!/^(\d{20}|\d{22}|\d{26})$/.test(compact)) return false;
  const digits = [...compact].map(Number);
  const check = digits.pop();
  // From the right, the digits alternate weights 3 and 1 (the check digit excluded).
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const remainder = [...serial].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0) % 11;
  return remainder === 0 ? 5 : remainder === 1 ? 0 : 11 - remainder;
}

export const normalizeTrackingNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();
