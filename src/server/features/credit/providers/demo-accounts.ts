import { BUREAUS } from '#shared/constants/bureaus.ts';
import type { Tradeline } from '#shared/schemas/credit-report.ts';
import {
  type AccountBuilder,
  AUTO_LENDERS,
  account,
  CARD_ISSUERS,
  COLLECTORS,
  chargedOff,
  type DrawFor,
  dollars,
  type FileDates,
  HOSPITALS,
  inCollection,
  monthsBefore,
  TELECOMS,
  unpaid,
} from './demo-account-parts.ts';
import { TOLD_ACCOUNTS } from './demo-told-accounts.ts';

/** The hospital bill both medical accounts report: drawn from one stream so they stay the same debt. */
function medicalDebt(draw: DrawFor, openedOn: string) {
  const random = draw('medical-debt');
  return {
    hospital: random.pick(HOSPITALS),
    amount: dollars(random.int(3, 25) * 100),
    since: monthsBefore(openedOn, random.int(14, 30)),
  };
}

/**
 * The accounts every demo file holds, in the order a report lists them: accounts in good standing, so the
 * report reads like a real file, then the problems a file like this typically holds, including the ones
 * bureaus get wrong; the accounts a person told us about follow. Each draws from its own stream, so adding
 * or deleting one never changes another.
 */
const EVERYONES = {
  'demo-card-good': (draw, { openedOn, reported }) => {
    const random = draw('demo-card-good');
    const opened = monthsBefore(openedOn, random.int(36, 120));
    const limit = dollars(random.int(15, 80) * 100);
    return account(
      'demo-card-good',
      random,
      { creditorName: random.pick(CARD_ISSUERS), accountType: 'Revolving', loanType: 'CreditCard' },
      BUREAUS,
      () => ({
        balanceCents: Math.round(limit * 0.3),
        creditLimitCents: limit,
        dateOpened: opened,
        dateReported: reported,
        paymentPattern: 'C'.repeat(24),
      }),
    );
  },

  'demo-auto-good': (draw, { openedOn, reported }) => {
    const random = draw('demo-auto-good');
    const balance = dollars(random.int(40, 180) * 100);
    const opened = monthsBefore(openedOn, random.int(12, 40));
    return account(
      'demo-auto-good',
      random,
      { creditorName: random.pick(AUTO_LENDERS), accountType: 'Installment', loanType: 'Automobile' },
      BUREAUS,
      () => ({
        balanceCents: balance,
        highBalanceCents: balance * 2,
        dateOpened: opened,
        dateReported: reported,
        paymentPattern: 'C'.repeat(18),
      }),
    );
  },

  // A late payment the three bureaus report with different balances.
  'demo-late-card': (draw, { openedOn, reported }) => {
    const random = draw('demo-late-card');
    const balance = dollars(random.int(8, 40) * 100 + random.int(0, 99) / 100);
    const opened = monthsBefore(openedOn, random.int(30, 70));
    const since = monthsBefore(openedOn, random.int(6, 20));
    const pastDue = dollars(random.int(60, 240));
    const spread = dollars(random.int(50, 400));
    return account(
      'demo-late-card',
      random,
      { creditorName: random.pick(CARD_ISSUERS), accountType: 'Revolving', loanType: 'CreditCard' },
      BUREAUS,
      (_bureau, index) => ({
        balanceCents: balance + index * spread,
        pastDueCents: pastDue,
        creditLimitCents: balance * 2,
        paymentStatus: 'late_60',
        dateOpened: opened,
        dateReported: reported,
        firstDelinquencyDate: since,
        paymentPattern: `21${'C'.repeat(20)}`,
        late30Count: 1,
        late60Count: 1,
        isDerogatory: true,
      }),
    );
  },

  // A medical bill charged off by the hospital and sold to a collector: the same debt, twice in Equifax's file,
  // which shows both (Experian shows only the hospital's account, TransUnion only the collection).
  'demo-medical-original': (draw, { openedOn, reported }) => {
    const random = draw('demo-medical-original');
    const { hospital, amount, since } = medicalDebt(draw, openedOn);
    return account(
      'demo-medical-original',
      random,
      { creditorName: hospital, accountType: 'Open', loanType: 'Medical' },
      ['experian', 'equifax'],
      () => ({
        ...chargedOff(amount),
        ...unpaid({ owed: amount, opened: since, reported, since }),
        remarks: ['Charged off account'],
      }),
    );
  },

  'demo-medical-collection': (draw, { openedOn, reported }) => {
    const random = draw('demo-medical-collection');
    const { hospital, amount, since } = medicalDebt(draw, openedOn);
    const opened = monthsBefore(openedOn, random.int(6, 12));
    return account(
      'demo-medical-collection',
      random,
      {
        creditorName: random.pick(COLLECTORS),
        originalCreditorName: hospital,
        accountType: 'Open',
        loanType: 'Medical',
      },
      ['equifax', 'transunion'],
      () => ({
        ...inCollection,
        ...unpaid({ owed: amount, opened, reported, since }),
        remarks: ['Placed for collection'],
      }),
    );
  },

  // A charge-off one bureau already shows as paid while the others still report a balance.
  'demo-charge-off-paid': (draw, { openedOn, reported }) => {
    const random = draw('demo-charge-off-paid');
    const amount = dollars(random.int(10, 50) * 100);
    const since = monthsBefore(openedOn, random.int(24, 48));
    const opened = monthsBefore(openedOn, random.int(60, 90));
    return account(
      'demo-charge-off-paid',
      random,
      { creditorName: random.pick(CARD_ISSUERS), accountType: 'Revolving', loanType: 'CreditCard' },
      BUREAUS,
      (bureau) => ({
        ...chargedOff(amount),
        balanceCents: bureau === 'equifax' ? 0 : amount,
        pastDueCents: bureau === 'equifax' ? 0 : amount,
        dateOpened: opened,
        dateReported: reported,
        dateClosed: since,
        firstDelinquencyDate: since,
        remarks: bureau === 'equifax' ? ['Paid charge-off'] : ['Charged off account'],
      }),
    );
  },

  // A collection whose first delinquency is past the FCRA's 7 years and 180 days.
  'demo-stale-collection': (draw, { openedOn, reported }) => {
    const random = draw('demo-stale-collection');
    const since = monthsBefore(openedOn, random.int(92, 110));
    const owed = dollars(random.int(2, 9) * 100);
    const opened = monthsBefore(openedOn, random.int(80, 90));
    return account(
      'demo-stale-collection',
      random,
      {
        creditorName: random.pick(COLLECTORS),
        originalCreditorName: random.pick(TELECOMS),
        accountType: 'Open',
        loanType: 'Utility',
      },
      ['experian', 'transunion'],
      () => ({
        ...inCollection,
        ...unpaid({ owed, opened, reported, since }),
      }),
    );
  },

  // A late payment only TransUnion reports.
  'demo-single-bureau-late': (draw, { openedOn, reported }) => {
    const random = draw('demo-single-bureau-late');
    return account(
      'demo-single-bureau-late',
      random,
      { creditorName: random.pick(TELECOMS), accountType: 'Open', loanType: 'Utility' },
      ['transunion'],
      () => ({
        balanceCents: dollars(random.int(1, 4) * 100),
        pastDueCents: dollars(random.int(40, 90)),
        paymentStatus: 'late_30',
        dateOpened: monthsBefore(openedOn, random.int(20, 40)),
        dateReported: reported,
        firstDelinquencyDate: monthsBefore(openedOn, random.int(2, 8)),
        paymentPattern: `1${'C'.repeat(12)}`,
        late30Count: 1,
        isDerogatory: true,
      }),
    );
  },
} satisfies Record<string, AccountBuilder>;

const ACCOUNTS = { ...EVERYONES, ...TOLD_ACCOUNTS };
export type DemoAccountKey = keyof typeof ACCOUNTS;

/** Builds one account of the file. */
export const buildDemoAccount = (key: DemoAccountKey, draw: DrawFor, dates: FileDates): Tradeline =>
  ACCOUNTS[key](draw, dates);

/** Every account, in report order. */
export const DEMO_ACCOUNT_KEYS = Object.keys(ACCOUNTS) as DemoAccountKey[];

/** The accounts every new file holds. */
export const EVERYONES_ACCOUNTS = Object.keys(EVERYONES) as DemoAccountKey[];
