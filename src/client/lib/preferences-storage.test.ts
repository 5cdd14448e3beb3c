import { describe, expect, it, vi } from 'vitest';
import { readPreferences, writePreference } from './preferences-storage.ts';

describe('preferences storage', () => {
  it('reads nothing stored as all false', () => {
    expect(readPreferences()).toEqual({ hasChildSupport: false, hasRepossession: false, hasBankruptcy: false });
  });

  it("stores each choice as the text 'true' or 'false' and reads it back", () => {
    expect(writePreference('hasRepossession', true)).toBe(true);
    writePreference('hasBankruptcy', false);
    expect(localStorage.getItem('hasRepossession')).toBe('true');
    expect(localStorage.getItem('hasBankruptcy')).toBe('false');
    expect(readPreferences()).toEqual({ hasChildSupport: false, hasRepossession: true, hasBankruptcy: false });
  });

  it('reads anything but the text true as false', () => {
    localStorage.setItem('hasChildSupport', '1');
    expect(readPreferences().hasChildSupport).toBe(false);
  });

  it('tolerates a browser that blocks storage', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    expect(readPreferences()).toEqual({ hasChildSupport: false, hasRepossession: false, hasBankruptcy: false });
    expect(writePreference('hasChildSupport', true)).toBe(false);
  });
});
