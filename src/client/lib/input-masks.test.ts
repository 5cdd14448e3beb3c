import { describe, expect, it } from 'vitest';
import { formatPhone, formatSsn } from './input-masks.ts';

describe.each([
  {
    name: 'formatPhone',
    mask: formatPhone,
    // Formats as the member types; drops letters, extra digits and a pasted country code.
    cases: [
      ['', ''],
      ['5', '(5'],
      ['5551', '(555) 1'],
      ['5551234', '(555) 123-4'],
      ['55512345678', '(555) 123-4567'],
      ['555.123.4567 ext 9', '(555) 123-4567'],
      ['+1 (555) 123-4567', '(555) 123-4567'],
    ],
  },
  {
    name: 'formatSsn',
    mask: formatSsn,
    // Keeps nine digits with dashes.
    cases: [
      ['123', '123'],
      ['1234', '123-4'],
      ['123456', '123-45-6'],
      ['123-45-6789', '123-45-6789'],
      ['1234567890abc', '123-45-6789'],
    ],
  },
])('$name', ({ mask, cases }) => {
  it.each(cases)('turns %j into %j', (typed, shown) => {
    expect(mask(typed)).toBe(shown);
  });
});
