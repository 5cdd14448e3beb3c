import { aManualView } from '#shared/rules/test-tradeline.ts';
import type { ManualEntriesResponse, ManualItem } from '#shared/schemas/manual-items.ts';
import { exampleOf } from '#shared/test-support/example.ts';

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
