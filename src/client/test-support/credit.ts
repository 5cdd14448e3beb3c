import type { NegativeItem } from '#shared/schemas/credit.ts';

type BureauViewResponse = NegativeItem['views'][number];

/** One bureau's view of a collection account, as the member's API sends it. */
export function aBureauView(overrides: Partial<BureauViewResponse> = {}): BureauViewResponse {
  return {
    bureau: 'experian',
    balanceCents: 120_000,
    pastDueCents: 0,
    creditLimitCents: null,
    accountStatus: 'open',
    paymentStatus: 'collection',
    dateOpened: '2020-01-01',
    dateReported: '2026-10-01',
    dateClosed: null,
    lastPaymentDate: null,
    firstDelinquencyDate: '2018-01-01',
    paymentPattern: null,
    remarks: [],
    ...overrides,
  };
}

/** A collection on one bureau that has no dispute reasons and is not disputed yet, unless overridden. */
export function aNegativeItem(overrides: Partial<NegativeItem> = {}): NegativeItem {
  return {
    id: '6f1c3f1e-2a55-4a53-9c59-1b1a3f6f7d11',
    kind: 'account',
    itemType: 'collection',
    impact: 'high',
    creditorName: 'Midwest Recovery Group',
    originalCreditorName: null,
    accountNumberMasked: '••••1234',
    accountType: 'Open',
    amountCents: 120_000,
    creditLimitCents: null,
    status: 'open',
    dateOpened: '2020-01-01',
    dateReported: '2026-10-01',
    dateClosed: null,
    lastPaymentDate: null,
    firstDelinquencyDate: '2018-01-01',
    reportingEndsOn: '2025-06-30',
    paymentPattern: null,
    bureaus: ['experian'],
    views: [aBureauView()],
    disputeReasons: [],
    isDisputed: false,
    ...overrides,
  };
}
