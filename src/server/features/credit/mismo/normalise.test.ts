import { describe, expect, it } from 'vitest';
import {
  toAccountStatus,
  toBirthDate,
  toBureau,
  toCents,
  toCount,
  toCreditorAddress,
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

describe('toCreditorAddress', () => {
  const raw = { street: ' PO BOX  47504 ', city: 'SAN ANTONIO', state: 'TX', postalCode: '78265' };

  it.each([
    ['a 5-digit ZIP', raw, { street: 'PO BOX 47504', city: 'SAN ANTONIO', state: 'TX', zipCode: '78265' }],
    ['ZIP+4 without its dash', { ...raw, postalCode: '782650000' }, { zipCode: '78265-0000' }],
    ['ZIP+4 with its dash', { ...raw, postalCode: '78265-0000' }, { zipCode: '78265-0000' }],
    ['a state in lower case', { ...raw, state: 'tx' }, { state: 'TX' }],
  ])('keeps %s', (_case, input, expected) => {
    expect(toCreditorAddress(input)).toMatchObject(expected);
  });

  it.each([
    ['no street', { ...raw, street: null }],
    ['no city', { ...raw, city: ' ' }],
    ['no state', { ...raw, state: null }],
    ['a state that is not a US one', { ...raw, state: 'ON' }],
    ['a Canadian postal code', { ...raw, postalCode: 'K1A 0B1' }],
    ['a ZIP of 4 digits', { ...raw, postalCode: '7826' }],
    ['no ZIP', { ...raw, postalCode: null }],
  ])('gives nothing for %s', (_case, input) => {
    expect(toCreditorAddress(input)).toBeNull();
  });
});
