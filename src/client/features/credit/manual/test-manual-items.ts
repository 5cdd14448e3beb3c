import type { ManualBureauView, ManualEntriesResponse, ManualItem } from '#shared/schemas/manual-items.ts';
import { exampleOf } from '#shared/test-support/example.ts';

/** A bureau's view of a collection as a member typed it from the report. */
export const aManualView = exampleOf<ManualBureauView>(() => ({
  bureau: 'experian',
  paymentStatus: 'collection',
  accountStatus: 'open',
  balanceCents: 125_050,
  dateOpened: '2021-03-01',
  dateReported: '2026-10-01',
  dateClosed: null,
  firstDelinquencyDate: '2022-01-15',
  chargeOffDate: null,
  lastPaymentDate: null,
  remarks: null,
}));

/** A hand-entered collection on Experian, not disputed, unless overridden. */
export const aManualItem = exampleOf<ManualItem>(() => ({
  id: '71111111-1111-4111-8111-111111111111',
  itemType: 'collection',
  creditorName: 'Midwest Recovery Group',
  originalCreditorName: 'Sunrise Medical Center',
  bankruptcyChapter: null,
  views: [aManualView()],
  accountNumberLast4: '1234',
  locked: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
}));

/** What GET /api/credit-report/manual answers for these items, with no scores or files unless given. */
export function manualEntriesOf(
  items: ManualItem[],
  extra: Partial<Omit<ManualEntriesResponse, 'items'>> = {},
): ManualEntriesResponse {
  return {
    items,
    scores: [],
    documents: [],
    reportId: items.length > 0 ? '51111111-1111-4111-8111-111111111111' : null,
    ...extra,
  };
}
