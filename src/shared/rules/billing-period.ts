import type { Billing } from '#shared/constants/plans.ts';

export interface BillingPeriodWindow {
  /** 0 for the period that opens at activation, then 1, 2, … */
  index: number;
  startsAt: Date;
  /** Null for the one-time plan: its single period never ends by time. */
  endsAt: Date | null;
}

/**
 * The anchor plus whole months, keeping its day of the month where the month has it (Jan 31 → Feb 28 →
 * Mar 31): each boundary is counted from the anchor, so a short month never drags later periods earlier.
 */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(anchor);
  result.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return result;
}

/** The billing period that holds `now` for a plan activated at `anchor`. */
export function billingPeriodAt(anchor: Date, billing: Billing, now: Date): BillingPeriodWindow {
  if (billing === 'one_time') return { index: 0, startsAt: anchor, endsAt: null };
  const elapsedMonths =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  let index = Math.max(0, elapsedMonths);
  while (index > 0 && addMonths(anchor, index) > now) index -= 1;
  return { index, startsAt: addMonths(anchor, index), endsAt: addMonths(anchor, index + 1) };
}
