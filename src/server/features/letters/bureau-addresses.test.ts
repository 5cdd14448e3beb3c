import { describe, expect, it } from 'vitest';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { ADDRESS_BOOK_VERSION, BUREAU_ADDRESSES } from './bureau-addresses.ts';

describe('the bureau address book', () => {
  it('gives every bureau a dispute address with its source page and the day it was checked', () => {
    expect(ADDRESS_BOOK_VERSION).not.toBe('');
    for (const bureau of BUREAUS) {
      const address = BUREAU_ADDRESSES[bureau];
      expect(address.lines.at(-1)).toMatch(/^[A-Za-z ]+, [A-Z]{2} \d{5}(-\d{4})?$/);
      expect(new URL(address.source).hostname).toMatch(new RegExp(`(^|\\.)${bureau}\\.com$`));
      expect(address.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
