import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { CreditReportResponse, NegativeItem } from '#shared/schemas/credit.ts';
import { exampleOf } from '#shared/test-support/example.ts';

type BureauViewResponse = NegativeItem['views'][number];

/** One bureau's view of a collection account, as the member's API sends it. */
export const aBureauView = exampleOf<BureauViewResponse>(() => ({
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
}));

/** A collection on one bureau that has no dispute reasons and is not disputed yet, unless overridden. */
export const aNegativeItem = exampleOf<NegativeItem>(() => ({
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
  enteredByHand: false,
}));

/** A demo report holding the given negative items; the figures around them are consistent but arbitrary. */
export function aCreditReport(negativeItems: NegativeItem[]): CreditReportResponse {
  return {
    id: '51111111-1111-4111-8111-111111111111',
    creditScore: 640,
    experianScore: 640,
    equifaxScore: null,
    transunionScore: null,
    lastUpdated: '2026-11-01T12:00:00.000Z',
    dataSource: 'demo',
    isRealBureauData: false,
    format: 'demo',
    reportIdentifier: null,
    borrower: { firstName: 'Ana', lastName: 'Ruiz', matchedMember: true, borrowerCount: 1 },
    bureausReturned: ['experian'],
    scores: [],
    summary: {
      totalAccounts: negativeItems.length,
      negativeItems: negativeItems.length,
      publicRecords: 0,
      inquiries: 0,
      byImpact: {
        high: negativeItems.filter((item) => item.impact === 'high').length,
        medium: negativeItems.filter((item) => item.impact === 'medium').length,
        low: negativeItems.filter((item) => item.impact === 'low').length,
      },
      withDisputeReasons: negativeItems.filter((item) => item.disputeReasons.length > 0).length,
    },
    negativeItems,
  };
}

/** The dashboard's figures for a member with no report and no disputes yet. */
export const noDashboardStats = {
  experianScore: null,
  equifaxScore: null,
  transunionScore: null,
  creditScore: null,
  activeDisputes: 0,
  negativeItems: 0,
  itemsRemoved: 0,
  lastUpdated: null,
  dataSource: null,
};

/** What a member without a report is shown, on the dashboard and the credit report page alike. */
export async function expectTheWaysToBringData() {
  expect(await screen.findByRole('heading', { name: 'Bring your credit information' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Enter my items' })).toHaveAttribute('href', '/credit-report/my-items');
  expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute('href', '/upload');
  // A signed-in member is not sent through the visitor's sign-up for the sample.
  expect(screen.queryByRole('link', { name: 'Start the sample check' })).toBeNull();
  expect(document.querySelector('a[href="/onboarding"]')).toBeNull();
}
