import { describe, expect, it } from 'vitest';
import { formatPhone, formatSsn } from './input-masks.ts';

describe.each([
  {
    name: 'formatPhone',
    mask: formatPhone,
    rules: [
      {
        rule: 'formats as the member types',
        cases: [
          ['', ''],
          ['5', '(5'],
          ['5551', '(555) 1'],
          ['5551234', '(555) 123-4'],
          ['55512345678', '(555) 123-4567'],
        ],
      },
      {
        rule: 'drops letters, extra digits and a pasted country code',
        cases: [
          ['555.123.4567 ext 9', '(555) 123-4567'],
          ['+1 (555) 123-4567', '(555) 123-4567'],
        ],
      },
    ],
  },
  {
    name: 'formatSsn',
    mask: formatSsn,
    rules: [
      {
        rule: 'keeps nine digits with dashes',
        cases: [
          ['123', '123'],
          ['1234', '123-4'],
          ['123456', '123-45-6'],
          ['123-45-6789', '123-45-6789'],
          ['1234567890abc', '123-45-6789'],
        ],
      },
    ],
  },
] as const)('$name', ({ mask, rules }) => {
  // A loop rather than it.each: its `$rule` cuts a title at 40 characters, and the report names each rule.
  for (const { rule, cases } of rules) {
    it(rule, () => {
      for (const [typed, shown] of cases) expect(mask(typed), `typed ${JSON.stringify(typed)}`).toBe(shown);
    });
  }
});
