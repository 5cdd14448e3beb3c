import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { AccountStatus } from '#shared/constants/credit-items.ts';
import type { BureauView, PaymentStatus, Tradeline } from '#shared/schemas/credit-report.ts';

/** The bureaus that report one value of a field. */
export interface ValueGroup<T> {
  value: T;
  bureaus: Bureau[];
}

export type MoneyField = 'balanceCents' | 'pastDueCents';
export type DateField = 'dateOpened' | 'firstDelinquencyDate' | 'dateClosed' | 'lastPaymentDate';

/** One field on which the bureaus disagree, with each value and who reports it. */
export type FieldDifference =
  | { field: MoneyField; groups: ValueGroup<number>[] }
  | { field: DateField; groups: ValueGroup<string>[] }
  | { field: 'paymentStatus'; groups: ValueGroup<PaymentStatus>[] }
  | { field: 'accountStatus'; groups: ValueGroup<AccountStatus>[] };

export interface BureauMismatch {
  code: 'incorrect_amount' | 'incorrect_dates' | 'other';
  differences: FieldDifference[];
  bureaus: Bureau[];
}

const MONEY_FIELDS: readonly MoneyField[] = ['balanceCents', 'pastDueCents'];
const DATE_FIELDS: readonly DateField[] = ['dateOpened', 'firstDelinquencyDate', 'dateClosed', 'lastPaymentDate'];

/**
 * Groups the views by the value they give a field. A bureau that leaves the field out (null, or an
 * "unknown" rating) is not counted as disagreeing: a missing figure is not a contradiction.
 */
function groupValues<T extends string | number>(
  views: readonly BureauView[],
  readValue: (view: BureauView) => T | null,
): ValueGroup<T>[] {
  const groups: ValueGroup<T>[] = [];
  for (const view of views) {
    const value = readValue(view);
    if (value === null) continue;
    const group = groups.find((candidate) => candidate.value === value);
    if (!group) groups.push({ value, bureaus: [view.bureau] });
    else if (!group.bureaus.includes(view.bureau)) group.bureaus.push(view.bureau);
  }
  return groups;
}

function bureausIn(differences: readonly FieldDifference[]): Bureau[] {
  const named = new Set<Bureau>();
  for (const difference of differences) {
    for (const group of difference.groups) for (const bureau of group.bureaus) named.add(bureau);
  }
  return BUREAUS.filter((bureau) => named.has(bureau));
}

/**
 * Where two or more bureaus report different amounts, dates or statuses for the same account. Amounts
 * and dates each give their own reason (they lead to different dispute letters); a status difference
 * rides along with the first of them, and is a reason of its own ("other") only when nothing else differs.
 */
export function findBureauMismatches(t: Tradeline): BureauMismatch[] {
  if (t.views.length < 2) return [];
  const views = [...t.views].sort((a, b) => BUREAUS.indexOf(a.bureau) - BUREAUS.indexOf(b.bureau));

  const amounts: FieldDifference[] = [];
  for (const field of MONEY_FIELDS) {
    const groups = groupValues(views, (view) => view[field]);
    if (groups.length > 1) amounts.push({ field, groups });
  }
  const dates: FieldDifference[] = [];
  for (const field of DATE_FIELDS) {
    const groups = groupValues(views, (view) => view[field]);
    if (groups.length > 1) dates.push({ field, groups });
  }
  const statuses: FieldDifference[] = [];
  const paymentStatuses = groupValues(views, (view) => (view.paymentStatus === 'unknown' ? null : view.paymentStatus));
  if (paymentStatuses.length > 1) statuses.push({ field: 'paymentStatus', groups: paymentStatuses });
  const accountStatuses = groupValues(views, (view) => view.accountStatus);
  if (accountStatuses.length > 1) statuses.push({ field: 'accountStatus', groups: accountStatuses });

  const found: [BureauMismatch['code'], FieldDifference[]][] = [];
  if (amounts.length > 0) found.push(['incorrect_amount', amounts]);
  if (dates.length > 0) found.push(['incorrect_dates', dates]);
  const first = found[0];
  if (first) first[1].push(...statuses);
  else if (statuses.length > 0) found.push(['other', statuses]);
  return found.map(([code, differences]) => ({ code, differences, bureaus: bureausIn(differences) }));
}

/**
 * The amount or date fields behind a mismatch reason on which this bureau gives a value the others contradict:
 * what its letter names as wrong. Empty when the bureau gives none of them.
 */
export function mismatchedFieldsAt(
  t: Tradeline,
  code: BureauMismatch['code'],
  bureau: Bureau,
): (MoneyField | DateField)[] {
  const mismatch = findBureauMismatches(t).find((candidate) => candidate.code === code);
  return (mismatch?.differences ?? []).flatMap((difference) =>
    difference.field !== 'paymentStatus' &&
    difference.field !== 'accountStatus' &&
    difference.groups.some((group) => group.bureaus.includes(bureau))
      ? [difference.field]
      : [],
  );
}
