import { describe, expect, it } from 'vitest';
import {
  clearPendingSelection,
  idsFromQuery,
  loadPendingSelection,
  savePendingSelection,
} from './pending-selection.ts';

describe('pending selection', () => {
  it('keeps each user’s choice apart and forgets it when cleared', () => {
    savePendingSelection('user-a', { paymentType: 'monthly', items: ['1', '2'] });
    expect(loadPendingSelection('user-a')).toEqual({ paymentType: 'monthly', items: ['1', '2'] });
    expect(loadPendingSelection('user-b')).toBeNull();
    clearPendingSelection('user-a');
    expect(loadPendingSelection('user-a')).toBeNull();
  });

  it('ignores what it did not write', () => {
    localStorage.setItem('creditpath.pendingSelection.user-a', '{"paymentType":"gold","items":[]}');
    expect(loadPendingSelection('user-a')).toBeNull();
    localStorage.setItem('creditpath.pendingSelection.user-a', 'not json');
    expect(loadPendingSelection('user-a')).toBeNull();
  });
});

describe('idsFromQuery', () => {
  it('splits, trims and removes blanks and repeats', () => {
    expect(idsFromQuery(' a, b,,a ,c')).toEqual(['a', 'b', 'c']);
    expect(idsFromQuery(null)).toEqual([]);
  });
});
