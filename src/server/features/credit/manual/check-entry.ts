import type { ValidationIssue } from '#shared/errors.ts';
import { addDays } from '#shared/rules/iso-date.ts';
import type { ManualBureauView } from '#shared/schemas/manual-items.ts';
import type { ManualEntry } from './manual-tradeline.ts';

type DateField =
  | 'dateOpened'
  | 'dateReported'
  | 'dateClosed'
  | 'firstDelinquencyDate'
  | 'chargeOffDate'
  | 'lastPaymentDate';

/**
 * Pairs of dates one bureau's record must keep in order, [earlier, later], and which of the two the member is
 * told to check: an account is reported and closed only once opened; a bureau reports nothing that happens
 * after its report; a creditor charges off an account only once it is delinquent. A delinquency, charge-off
 * or payment may come before the date opened: a collector's account and a court record open after the debt.
 */
const DATE_ORDER: readonly [DateField, DateField, 'earlier' | 'later', string][] = [
  ['dateOpened', 'dateReported', 'later', 'credit.manual.errors.beforeOpened'],
  ['dateOpened', 'dateClosed', 'later', 'credit.manual.errors.beforeOpened'],
  ['dateClosed', 'dateReported', 'earlier', 'credit.manual.errors.afterReported'],
  ['firstDelinquencyDate', 'dateReported', 'earlier', 'credit.manual.errors.afterReported'],
  ['chargeOffDate', 'dateReported', 'earlier', 'credit.manual.errors.afterReported'],
  ['lastPaymentDate', 'dateReported', 'earlier', 'credit.manual.errors.afterReported'],
  ['firstDelinquencyDate', 'chargeOffDate', 'later', 'credit.manual.errors.chargeOffBeforeDelinquency'],
];

const DATE_FIELDS: readonly DateField[] = [
  'dateOpened',
  'dateReported',
  'dateClosed',
  'firstDelinquencyDate',
  'chargeOffDate',
  'lastPaymentDate',
];

const issue = (path: string, message: string): ValidationIssue => ({ path, code: 'custom', message });

function viewIssues(view: ManualBureauView, index: number, latestAllowed: string): ValidationIssue[] {
  const flagged = new Map<DateField, string>();
  // The shared schema checks against the browser's day; the server's own clock has the last word.
  for (const field of DATE_FIELDS) {
    const date = view[field];
    if (date !== null && date > latestAllowed) flagged.set(field, 'credit.manual.errors.dateInFuture');
  }
  for (const [earlier, later, blamed, message] of DATE_ORDER) {
    const first = view[earlier];
    const second = view[later];
    const field = blamed === 'earlier' ? earlier : later;
    if (first !== null && second !== null && first > second && !flagged.has(field)) flagged.set(field, message);
  }
  return [...flagged].map(([field, message]) => issue(`views.${index}.${field}`, message));
}

/**
 * What the shared schema cannot see of an item: dates out of order within one bureau's record, dates after
 * the server's tomorrow (a member a time zone ahead may be on it), a chapter on anything but a bankruptcy, and
 * late payments no bureau shows late.
 * Each issue names its field and an i18n key, as the schema's do.
 */
export function findEntryIssues(entry: ManualEntry, today: string): ValidationIssue[] {
  const latestAllowed = addDays(today, 1);
  return [
    ...(entry.bankruptcyChapter !== null && entry.itemType !== 'bankruptcy'
      ? [issue('bankruptcyChapter', 'credit.manual.errors.chapterNotBankruptcy')]
      : []),
    // A late payment every bureau shows as current would be no negative item at all: the worst late mark the
    // report's payment history shows is what the member disputes.
    ...(entry.itemType === 'late_payment' && entry.views.every((view) => view.paymentStatus === 'current')
      ? [issue('views.0.paymentStatus', 'credit.manual.errors.lateNeedsLateStatus')]
      : []),
    ...entry.views.flatMap((view, index) => viewIssues(view, index, latestAllowed)),
  ];
}
