import { describe, expect, it } from 'vitest';
import { isBestValue, selectionLimit, toggleItem, toggleReason } from './dispute-selection.ts';

describe('selectionLimit', () => {
  it('allows 2 items on the one-time plan, 5 on monthly and 15 on premium', () => {
    expect(selectionLimit('per_dispute')).toBe(2);
    expect(selectionLimit('monthly')).toBe(5);
    expect(selectionLimit('premium')).toBe(15);
  });
});

describe('isBestValue', () => {
  it('tags only the monthly plan, from 3 items', () => {
    expect(isBestValue('monthly', 2)).toBe(false);
    expect(isBestValue('monthly', 3)).toBe(true);
    expect(isBestValue('monthly', 5)).toBe(true);
    expect(isBestValue('per_dispute', 3)).toBe(false);
    expect(isBestValue('premium', 10)).toBe(false);
  });
});

describe('toggleItem', () => {
  it('selects an item while under the limit', () => {
    expect(toggleItem({ selectedItems: ['a'], reasons: {} }, 'b', 2)).toEqual({
      selectedItems: ['a', 'b'],
      reasons: {},
    });
  });

  it('refuses a new item at the limit, changing nothing', () => {
    const state = { selectedItems: ['a', 'b'], reasons: { a: ['not_mine'] } };
    expect(toggleItem(state, 'c', 2)).toEqual({ selectedItems: ['a', 'b'], reasons: { a: ['not_mine'] } });
  });

  it('unchecks a selected item and clears its reasons only, even at the limit', () => {
    const state = { selectedItems: ['a', 'b'], reasons: { a: ['not_mine', 'outdated'], b: ['duplicate'] } };
    expect(toggleItem(state, 'a', 2)).toEqual({ selectedItems: ['b'], reasons: { b: ['duplicate'] } });
  });

  it('never changes the state it was given', () => {
    const state = { selectedItems: ['a'], reasons: { a: ['not_mine'] } };
    toggleItem(state, 'a', 2);
    toggleItem(state, 'b', 2);
    expect(state).toEqual({ selectedItems: ['a'], reasons: { a: ['not_mine'] } });
  });
});

describe('toggleReason', () => {
  it('selects the item too when a reason is checked within the limit', () => {
    expect(toggleReason({ selectedItems: [], reasons: {} }, 'a', 'not_mine', 2)).toEqual({
      selectedItems: ['a'],
      reasons: { a: ['not_mine'] },
    });
  });

  it('adds a reason to an already selected item without selecting it twice', () => {
    const state = { selectedItems: ['a', 'b'], reasons: { a: ['not_mine'] } };
    expect(toggleReason(state, 'a', 'outdated', 2)).toEqual({
      selectedItems: ['a', 'b'],
      reasons: { a: ['not_mine', 'outdated'] },
    });
  });

  it('does not select a new item past the limit, nor keep its reason', () => {
    const state = { selectedItems: ['a', 'b'], reasons: {} };
    expect(toggleReason(state, 'c', 'not_mine', 2)).toEqual({ selectedItems: ['a', 'b'], reasons: {} });
  });

  it('unchecks a reason and keeps the item selected', () => {
    const state = { selectedItems: ['a'], reasons: { a: ['not_mine', 'outdated'] } };
    expect(toggleReason(state, 'a', 'not_mine', 2)).toEqual({ selectedItems: ['a'], reasons: { a: ['outdated'] } });
  });

  it('never changes the state it was given', () => {
    const state = { selectedItems: ['a'], reasons: { a: ['not_mine'] } };
    toggleReason(state, 'a', 'outdated', 2);
    toggleReason(state, 'b', 'duplicate', 5);
    expect(state).toEqual({ selectedItems: ['a'], reasons: { a: ['not_mine'] } });
  });
});
