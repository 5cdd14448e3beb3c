import type { Bureau } from '#shared/constants/bureaus.ts';
import type { BureauView, Tradeline } from '#shared/schemas/credit-report.ts';
import type { SeededRandom } from './seeded-random.ts';

export const CARD_ISSUERS = [
  'Capital Harbor Bank',
  'Northstar Card Services',
  'Summit Credit Union',
  'Blue Ridge Bank',
];
export const AUTO_LENDERS = ['Lakeside Auto Finance', 'Prairie Motor Credit'];
export const HOSPITALS = ['Sunrise Medical Center', 'Valley General Hospital'];
export const COLLECTORS = ['Midwest Recovery Group', 'Granite State Collections', 'Coastal Credit Recovery'];
export const TELECOMS = ['Pioneer Telecom', 'Horizon Wireless'];

/** Shifts a YYYY-MM-DD day by whole months (day clamped to 1 so every month has it). */
export function monthsBefore(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The numbers a file draws for one topic: the same file always draws the same ones, whatever else it holds. */
export type DrawFor = (topic: string) => SeededRandom;

export interface FileDates {
  /** The day the file was first pulled: an account's history is dated from it, so it stays put. */
  openedOn: string;
  /** This pull's reporting month: what time moves. */
  reported: string;
}

/** One account of a file, drawn from the file's numbers and dated from its dates. */
export type AccountBuilder = (draw: DrawFor, dates: FileDates) => Tradeline;

export const dollars = (amount: number) => Math.round(amount * 100);

export function view(bureau: Bureau, overrides: Partial<BureauView>): BureauView {
  return {
    bureau,
    balanceCents: null,
    pastDueCents: 0,
    creditLimitCents: null,
    highBalanceCents: null,
    chargeOffCents: null,
    accountStatus: 'open',
    paymentStatus: 'current',
    dateOpened: null,
    dateReported: null,
    dateClosed: null,
    lastPaymentDate: null,
    firstDelinquencyDate: null,
    paymentPattern: null,
    late30Count: 0,
    late60Count: 0,
    late90Count: 0,
    isCollection: false,
    isChargeOff: false,
    isDerogatory: false,
    remarks: [],
    ...overrides,
  };
}

/** How a bureau shows a debt its creditor wrote off: closed, with the amount charged off. */
export const chargedOff = (amount: number): Partial<BureauView> => ({
  accountStatus: 'closed',
  paymentStatus: 'charge_off',
  chargeOffCents: amount,
  isChargeOff: true,
  isDerogatory: true,
});

/** How a bureau shows a debt left unpaid: all of it past due since `since`, the first payment missed. */
export const unpaid = (debt: {
  owed: number;
  opened: string;
  reported: string;
  since: string;
}): Partial<BureauView> => ({
  balanceCents: debt.owed,
  pastDueCents: debt.owed,
  dateOpened: debt.opened,
  dateReported: debt.reported,
  firstDelinquencyDate: debt.since,
});

/** How a bureau shows a debt a collector holds. */
export const inCollection: Partial<BureauView> = {
  paymentStatus: 'collection',
  isCollection: true,
  isDerogatory: true,
};

export function tradeline(
  key: string,
  fields: Omit<Tradeline, 'key' | 'views' | 'bankruptcyChapter' | 'publicRecordType'> &
    Partial<Pick<Tradeline, 'bankruptcyChapter' | 'publicRecordType'>>,
  views: BureauView[],
): Tradeline {
  return { key, bankruptcyChapter: null, publicRecordType: null, ...fields, views };
}

const accountNumber = (random: SeededRandom) => `${random.int(4000, 4999)}XXXXXXXX${random.int(1000, 9999)}`;

type AccountFields = Pick<Tradeline, 'creditorName' | 'accountType' | 'loanType'> &
  Partial<Pick<Tradeline, 'originalCreditorName'>>;

/**
 * An account (not a public record) as each of `bureaus` reports it: its number is drawn from the account's own
 * stream after what the caller drew, and `report` gives what a bureau says beyond the defaults of `view`.
 */
export function account(
  key: string,
  random: SeededRandom,
  fields: AccountFields,
  bureaus: readonly Bureau[],
  report: (bureau: Bureau, index: number) => Partial<BureauView>,
): Tradeline {
  return tradeline(
    key,
    {
      kind: 'account',
      creditorName: fields.creditorName,
      originalCreditorName: fields.originalCreditorName ?? null,
      accountNumber: accountNumber(random),
      accountType: fields.accountType,
      loanType: fields.loanType,
    },
    bureaus.map((bureau, index) => view(bureau, report(bureau, index))),
  );
}
