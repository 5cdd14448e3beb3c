import { describe, expect, it } from 'vitest';
import { countItemsRemoved } from './count-items-removed.ts';

describe('countItemsRemoved', () => {
  it('counts negative items that disappeared, matching creditor and last digits', () => {
    const earlier = [
      { creditorName: 'Midwest Recovery', accountNumberLast4: '1234', itemType: 'collection' },
      { creditorName: 'Capital Harbor Bank', accountNumberLast4: '9999', itemType: 'charge_off' },
      { creditorName: 'Summit CU', accountNumberLast4: '0001', itemType: null },
    ];
    const later = [{ creditorName: 'MIDWEST RECOVERY, INC.', accountNumberLast4: '1234', itemType: 'collection' }];
    expect(countItemsRemoved(earlier, later)).toBe(1);
    expect(countItemsRemoved([], later)).toBe(0);
  });
});
