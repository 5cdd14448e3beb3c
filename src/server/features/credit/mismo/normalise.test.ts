import { describe, expect, it } from 'vitest';
import {
  toAccountStatus,
  toBirthDate,
  toBureau,
  toCents,
  toCount,
  toIndicator,
  toIsoDate,
  toScoreValue,
} from './normalise.ts';

type Value = string | number | null;

describe('MISMO value normalisers', () => {
  describe.each<[string, (value: string | null) => Value, [string | null, Value][]]>([
    [
      'date',
      toIsoDate,
      [
        ['2020-01-27', '2020-01-27'],
        ['2016-09', '2016-09-01'],
        ['2020-01-28T03:09:35.7549936Z', '2020-01-28'],
        ['2021-02-29', null],
        ['2021-13-01', null],
        ['01/27/2020', null],
        ['', null],
        [null, null],
      ],
    ],
    [
      'amount in cents',
      toCents,
      [
        ['31206.00', 3120600],
        ['0.29', 29],
        ['$1,234.56', 123456],
        ['-12.5', -1250],
        ['N/A', null],
        [null, null],
      ],
    ],
    [
      'score',
      toScoreValue,
      [
        ['00743', 743],
        ['0669', 669],
        ['+715', 715],
        ['+0698', 698],
        ['-715', null],
        ['++715', null],
        ['850', 850],
        ['300', 300],
        ['N/A', null],
        ['9001', null],
        ['299', null],
        [null, null],
      ],
    ],
    [
      'birth date (a whole day only)',
      toBirthDate,
      [
        ['1980-04-12', '1980-04-12'],
        ['1980-04-12T00:00:00', '1980-04-12'],
        ['1980-04', null],
        ['1980', null],
        ['1980-02-30', null],
        [null, null],
      ],
    ],
  ])('%s', (_kind, normalise, cases) => {
    it.each(cases)('%s is %s', (value, expected) => {
      expect(normalise(value)).toBe(expected);
    });
  });

  it('reads counts, indicators, bureaus and account statuses', () => {
    expect([toCount('3'), toCount('x'), toCount(null)]).toEqual([3, null, null]);
    expect([toIndicator('Y'), toIndicator('false'), toIndicator('maybe')]).toEqual([true, false, null]);
    expect([toBureau('TransUnion'), toBureau('Trans Union'), toBureau('Other'), toBureau(null)]).toEqual([
      'transunion',
      'transunion',
      null,
      null,
    ]);
    expect([
      toAccountStatus('Open'),
      toAccountStatus('Paid'),
      toAccountStatus('Closed'),
      toAccountStatus(null),
    ]).toEqual(['open', 'closed', 'closed', null]);
  });
});
