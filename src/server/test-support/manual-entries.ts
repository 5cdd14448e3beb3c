import { aManualView } from '#shared/rules/test-tradeline.ts';
import type { ManualItem, ManualItemInput } from '#shared/schemas/manual-items.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import type { TestApp } from './test-app.ts';

/** A collection Experian and Equifax report, with its account number. */
export const aManualItem = exampleOf<ManualItemInput>(() => ({
  itemType: 'collection',
  creditorName: 'Midland Credit Management',
  originalCreditorName: 'Comenity Bank',
  bankruptcyChapter: null,
  accountNumber: '8812-3344-5566-7890',
  views: [aManualView(), aManualView({ bureau: 'equifax' })],
}));

/** Adds an item through the API, as the member would; fails the test unless it is stored. */
export async function addManualItem(t: TestApp, cookie: string, item: ManualItemInput = aManualItem()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credit-report/manual/items',
    headers: { cookie },
    payload: item,
  });
  if (res.statusCode !== 201) throw new Error(`adding an item failed: ${res.statusCode} ${res.body}`);
  return res.json() as ManualItem;
}
