import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import type { BureauView } from '#shared/schemas/credit-report.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import type { LetterReason, LetterRecipient, LetterRequest } from './letter-types.ts';

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

/** The card issuer's address for credit reporting disputes, as the member typed it. */
export const aRecipient = exampleOf<LetterRecipient>(() => ({
  name: 'CAPITAL ONE BANK USA NA',
  street: 'PO Box 30285',
  city: 'Salt Lake City',
  state: 'UT',
  zipCode: '84130',
}));

/** What a campaign letter cannot be written without: what is new, or the statement for the file. */
export const NEEDED_FACTS: Readonly<Partial<Record<LetterKind, Partial<LetterRequest>>>> = {
  new_information: {
    newInformation:
      'Since my first letter I found the bank statement for 03/2019 that shows my payment of $632.50 to CAPITAL ONE.',
  },
  statement_of_dispute: {
    statement: 'I paid this card in full. CAPITAL ONE reports a balance I do not owe, and I dispute it.',
  },
};

/** A request for a campaign letter of this kind, with what it needs and everything the member told us. */
export const aCampaignRequest = (kind: LetterKind, overrides: Partial<LetterRequest> = {}): LetterRequest =>
  aLetterRequest({
    kind,
    bureau: 'transunion',
    originalMailedOn: '2026-10-01',
    originalTrackingNumber: '9407111899223197428490',
    originalDeliveredOn: '2026-10-06',
    verifiedOn: '2026-10-28',
    dueOn: '2026-11-05',
    deletedOn: '2026-10-28',
    reappearedOn: '2026-11-15',
    recipient: aRecipient(),
    ...NEEDED_FACTS[kind],
    ...overrides,
  });
