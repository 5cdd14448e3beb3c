import { describe, expect, it } from 'vitest';
import { nextOpenItem } from './faq-state.ts';

describe('nextOpenItem', () => {
  it('opens the clicked item when none is open', () => {
    expect(nextOpenItem(null, 'cost')).toBe('cost');
  });

  it('switches to the clicked item, closing the open one', () => {
    expect(nextOpenItem('cost', 'time')).toBe('time');
  });

  it('closes the open item when it is clicked again', () => {
    expect(nextOpenItem('cost', 'cost')).toBeNull();
  });
});
