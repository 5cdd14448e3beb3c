import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import type { BureauView } from '#shared/schemas/credit-report.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import type { LetterReason, LetterRequest } from './letter-types.ts';

/** The reasons of a dispute filed for one reason, with no explanation from the finder. */
export const onlyReason = (code: DisputeReasonCode): [LetterReason] => [{ code, explanation: null, fields: [] }];

/** A charged-off card as Experian reports it; tests override only what they are about. */
export const aBureauView = exampleOf<BureauView>(() => ({
  bureau: 'experian',
  balanceCents: 184_250,
  pastDueCents: 62_000,
  creditLimitCents: 200_000,
  highBalanceCents: 201_500,
  chargeOffCents: 184_250,
  accountStatus: 'closed',
  paymentStatus: 'charge_off',
  dateOpened: '2016-03-08',
  dateReported: '2026-10-31',
  dateClosed: '2019-07-31',
  lastPaymentDate: '2019-01-15',
  firstDelinquencyDate: '2019-02-01',
  paymentPattern: null,
  late30Count: 1,
  late60Count: 1,
  late90Count: 1,
  isCollection: false,
  isChargeOff: true,
  isDerogatory: true,
  remarks: [],
}));

/** A dispute letter request for Maria Lopez's CAPITAL ONE card, complete unless overridden. */
export const aLetterRequest = exampleOf<LetterRequest>(() => ({
  kind: 'dispute',
  bureau: 'experian',
  consumer: {
    fullName: 'Maria Elena Lopez',
    address: { street: '1420 Elm Street, Apt 3B', city: 'San Antonio', state: 'TX', zipCode: '78205' },
    dateOfBirth: '1985-03-14',
    ssnLast4: '6789',
  },
  item: {
    creditorName: 'CAPITAL ONE BANK USA NA',
    originalCreditorName: null,
    accountNumberLast4: '1234',
    itemType: 'charge_off',
    view: aBureauView(),
  },
  reasons: onlyReason('incorrect_amount'),
  additionalDetails: null,
  identityTheftReport: false,
  reportNumber: 'CR-2026-118804',
  date: '2026-11-22',
  originalMailedOn: null,
  originalTrackingNumber: null,
  reference: 'CP-7F3A21',
}));
