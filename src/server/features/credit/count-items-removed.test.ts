import { describe, expect, it } from 'vitest';
import { countItemsRemoved } from './count-items-removed.ts';

describe('countItemsRemoved', () => {
  it('counts negative items that disappeared, matching creditor and last digits', () => {
    const earlier = [
      { creditorName: 'Midwest Recovery', accountNumber: '4000XXXX1234', itemType: 'collection' },
      { creditorName: 'Capital Harbor Bank', accountNumber: '4111XXXX9999', itemType: 'charge_off' },
      { creditorName: 'Summit CU', accountNumber: '1', itemType: null },
    ];
    const later = [{ creditorName: 'MIDWEST RECOVERY', accountNumber: '****1234', itemType: 'collection' }];
    expect(countItemsRemoved(earlier, later)).toBe(1);
    expect(countItemsRemoved([], later)).toBe(0);
  });
});
