import type { BureauView, Tradeline } from '#shared/schemas/credit-report.ts';
import type { ManualBureauView } from '#shared/schemas/manual-items.ts';
import { exampleOf } from '#shared/test-support/example.ts';

/** A bureau view of an account in good standing; tests override only what they are about. */
export const aView = exampleOf<BureauView>(() => ({
  bureau: 'experian',
  balanceCents: 120_000,
  pastDueCents: 0,
  creditLimitCents: 500_000,
  highBalanceCents: 150_000,
  chargeOffCents: null,
  accountStatus: 'open',
  paymentStatus: 'current',
  dateOpened: '2018-04-12',
  dateReported: '2024-05-31',
  dateClosed: null,
  lastPaymentDate: '2024-05-10',
  firstDelinquencyDate: null,
  paymentPattern: 'CCCCCCCCCCCC',
  late30Count: 0,
  late60Count: 0,
  late90Count: 0,
  isCollection: false,
  isChargeOff: false,
  isDerogatory: false,
  remarks: [],
}));

/** A one-bureau credit card account in good standing, unless overridden. */
export const aTradeline = exampleOf<Tradeline>(() => ({
  key: 'tl-1',
  kind: 'account',
  creditorName: 'CAPITAL ONE BANK USA NA',
  originalCreditorName: null,
  accountNumber: '517805XXXXXX1234',
  accountType: 'Revolving',
  loanType: 'CreditCard',
  bankruptcyChapter: null,
  publicRecordType: null,
  views: [aView()],
}));

/** The same view as each of the three bureaus reports it, each with its own overrides. */
export function threeBureauViews(
  shared: Partial<BureauView>,
  perBureau: { experian?: Partial<BureauView>; equifax?: Partial<BureauView>; transunion?: Partial<BureauView> } = {},
): BureauView[] {
  return [
    aView({ ...shared, ...perBureau.experian, bureau: 'experian' }),
    aView({ ...shared, ...perBureau.equifax, bureau: 'equifax' }),
    aView({ ...shared, ...perBureau.transunion, bureau: 'transunion' }),
  ];
}

/** A charged-off card: the commonest negative item, for rules that need one. */
export function aChargeOff(overrides: Partial<Tradeline> = {}, view: Partial<BureauView> = {}): Tradeline {
  return aTradeline({
    views: [
      aView({
        balanceCents: 184_250,
        pastDueCents: 184_250,
        accountStatus: 'closed',
        paymentStatus: 'charge_off',
        isChargeOff: true,
        isDerogatory: true,
        dateClosed: '2021-02-28',
        firstDelinquencyDate: '2020-09-15',
        paymentPattern: '9999654321CC',
        ...view,
      }),
    ],
    ...overrides,
  });
}

/** A collector's account of a charged-off debt (`originalCreditorName` says whose), for rules that need one. */
export function aCollection(overrides: Partial<Tradeline> = {}, view: Partial<BureauView> = {}): Tradeline {
  return aTradeline({
    key: 'collection',
    creditorName: 'MIDLAND CREDIT MANAGEMENT',
    originalCreditorName: 'CAPITAL ONE',
    loanType: 'Collection',
    views: [aView({ paymentStatus: 'collection', isCollection: true, ...view })],
    ...overrides,
  });
}

/** One bureau's record of a collection as a member types it from their free report, for client and server tests alike. */
export const aManualView = exampleOf<ManualBureauView>(() => ({
  bureau: 'experian',
  paymentStatus: 'collection',
  accountStatus: 'open',
  balanceCents: 64_250,
  dateOpened: '2023-02-01',
  dateReported: '2026-10-15',
  dateClosed: null,
  firstDelinquencyDate: '2022-11-01',
  chargeOffDate: null,
  lastPaymentDate: null,
  remarks: null,
}));
