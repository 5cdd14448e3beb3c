import type { AccountStatus } from '#shared/constants/credit-items.ts';
import type { BureauView } from '#shared/schemas/credit-report.ts';

export interface TradelineSummary {
  amountCents: number | null;
  creditLimitCents: number | null;
  status: AccountStatus | null;
  dateOpened: string | null;
  dateReported: string | null;
  dateClosed: string | null;
  lastPaymentDate: string | null;
  firstDelinquencyDate: string | null;
  paymentPattern: string | null;
}

const max = (values: (number | null)[]) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.max(...present) : null;
};
const earliest = (values: (string | null)[]) => values.filter((v): v is string => v !== null).sort()[0] ?? null;
const latest = (values: (string | null)[]) =>
  values
    .filter((v): v is string => v !== null)
    .sort()
    .at(-1) ?? null;

/**
 * One line for a list of the bureaus' views: the largest amount any bureau claims (what the member is told
 * they owe), the earliest delinquency (what the reporting clock runs from), the latest report.
 */
export function summariseViews(views: readonly BureauView[]): TradelineSummary {
  return {
    amountCents: max(views.map((v) => v.balanceCents)),
    creditLimitCents: max(views.map((v) => v.creditLimitCents)),
    status: views.some((v) => v.accountStatus === 'open')
      ? 'open'
      : views.some((v) => v.accountStatus === 'closed')
        ? 'closed'
        : null,
    dateOpened: earliest(views.map((v) => v.dateOpened)),
    dateReported: latest(views.map((v) => v.dateReported)),
    dateClosed: latest(views.map((v) => v.dateClosed)),
    lastPaymentDate: latest(views.map((v) => v.lastPaymentDate)),
    firstDelinquencyDate: earliest(views.map((v) => v.firstDelinquencyDate)),
    paymentPattern: views.find((v) => v.paymentPattern)?.paymentPattern ?? null,
  };
}

/** The last four characters that are digits or letters (bureau masking such as XXXX left out). */
export function lastFourOf(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  const visible = accountNumber.replace(/[^0-9A-Za-z]/g, '').replace(/^[X*]+|[X*]+$/gi, '');
  return visible.slice(-4) || null;
}

/** "••••1234": never more than the last four. */
export function maskAccountNumber(last4: string | null): string | null {
  return last4 ? `••••${last4}` : null;
}
