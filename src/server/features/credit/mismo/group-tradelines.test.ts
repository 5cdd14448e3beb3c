import { describe, expect, it } from 'vitest';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { aView } from '#shared/rules/test-tradeline.ts';
import type { BureauView } from '#shared/schemas/credit-report.ts';
import { compareAccountNumbers, groupTradelines, type TradelinePart } from './group-tradelines.ts';

function part(
  key: string,
  bureau: Bureau,
  fields: Partial<Omit<TradelinePart, 'view'>> = {},
  view: Partial<BureauView> = {},
): TradelinePart {
  return {
    key,
    kind: 'account',
    creditorName: 'CAPITAL HARBOR BANK',
    originalCreditorName: null,
    accountNumber: '4111222233334444',
    accountType: 'Revolving',
    loanType: 'CreditCard',
    bankruptcyChapter: null,
    publicRecordType: null,
    ...fields,
    view: aView({
      bureau,
      balanceCents: 100,
      creditLimitCents: null,
      highBalanceCents: null,
      dateOpened: '2018-03-01',
      dateReported: null,
      lastPaymentDate: null,
      paymentPattern: null,
      late30Count: null,
      late60Count: null,
      late90Count: null,
      ...view,
    }),
  };
}

const shape = (parts: TradelinePart[]) =>
  groupTradelines(parts).map((tradeline) => [tradeline.key, tradeline.views.map((view) => view.bureau)]);

describe('groupTradelines', () => {
  it('makes one tradeline of the three bureaus reporting one account, views in bureau order', () => {
    expect(
      shape([
        part('tu', 'transunion', { accountNumber: '411122******4444' }),
        part('ex', 'experian', { accountNumber: '411122223333XXXX' }),
        part('eq', 'equifax', { accountNumber: 'xxxxxxxx33334444', creditorName: 'Capital  Harbor bank' }),
      ]),
    ).toEqual([['tu', ['experian', 'equifax', 'transunion']]]);
  });

  it('matches a creditor the bureaus spell differently (punctuation, legal forms)', () => {
    expect(
      shape([
        part('ex', 'experian', { accountNumber: '4111XXXX1234', creditorName: 'CAPITAL HARBOR BANK, N.A.' }),
        part('eq', 'equifax', { accountNumber: '4111XXXX1234', creditorName: 'Capital Harbor' }),
      ]),
    ).toEqual([['ex', ['experian', 'equifax']]]);
  });

  it('never merges two reports from the same bureau', () => {
    expect(shape([part('a', 'experian'), part('b', 'experian'), part('c', 'equifax')])).toEqual([
      ['a', ['experian', 'equifax']],
      ['b', ['experian']],
    ]);
  });

  it('keeps apart different account numbers, creditors and kinds', () => {
    expect(
      shape([
        part('a', 'experian'),
        part('b', 'equifax', { accountNumber: '4111222233335555' }),
        part('c', 'transunion', { creditorName: 'NORTHSTAR CARD SERVICES' }),
        part('d', 'transunion', { kind: 'public_record' }),
      ]),
    ).toEqual([
      ['a', ['experian']],
      ['b', ['equifax']],
      ['c', ['transunion']],
      ['d', ['transunion']],
    ]);
  });

  it('falls back to the opening date when a number is missing or masked beyond comparing', () => {
    expect(
      shape([
        part('a', 'experian', { accountNumber: null }),
        part('b', 'equifax', { accountNumber: null }),
        part('c', 'transunion', { accountNumber: null }, { dateOpened: '2019-01-01' }),
      ]),
    ).toEqual([
      ['a', ['experian', 'equifax']],
      ['c', ['transunion']],
    ]);
    expect(
      shape([
        part('a', 'experian', { accountNumber: '1234XXXX' }),
        part('b', 'equifax', { accountNumber: 'XXXX5678' }),
        part('c', 'transunion', { accountNumber: 'XXXX9999' }, { dateOpened: null }),
      ]),
    ).toEqual([
      ['a', ['experian', 'equifax']],
      ['c', ['transunion']],
    ]);
  });

  it('takes tradeline fields from the first bureau that gives them', () => {
    const [tradeline] = groupTradelines([
      part('a', 'experian', { originalCreditorName: null, loanType: null }),
      part('b', 'equifax', { originalCreditorName: 'NORTHSTAR CARD SERVICES', loanType: 'Collection' }),
    ]);
    expect(tradeline).toMatchObject({ originalCreditorName: 'NORTHSTAR CARD SERVICES', loanType: 'Collection' });
  });
});

describe('compareAccountNumbers', () => {
  it.each([
    ['4111222233334444', '4111222233334444', true],
    ['411122223333XXXX', '4111222233334444', true],
    ['411122******4444', 'XXXXXXXX33334444', true],
    ['1234XXXX', '1234', true],
    ['411122223333XXXX', '411122223339XXXX', false],
    ['12345', '123456', false],
    ['1234XXXX', 'XXXX5678', null],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(compareAccountNumbers(a, b)).toBe(expected);
  });
});
