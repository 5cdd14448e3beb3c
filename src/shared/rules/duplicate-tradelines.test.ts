import { describe, expect, it } from 'vitest';
import type { Tradeline } from '#shared/schemas/credit-report.ts';
import { classifyTradeline } from './classify-tradeline.ts';
import { findDuplicates, indexForDuplicates, MAX_DUPLICATES_PER_ITEM } from './duplicate-tradelines.ts';
import { aChargeOff, aCollection, aTradeline, aView } from './test-tradeline.ts';

function duplicatesOf(t: Tradeline, all: Tradeline[]) {
  const negatives = new Set(all.filter((candidate) => classifyTradeline(candidate) !== null));
  return findDuplicates(t, indexForDuplicates(all, negatives));
}

const original = aChargeOff({ key: 'original', creditorName: 'Capital One Bank (USA), N.A.' });
const collection = aCollection({
  accountNumber: '8899XXXX',
  views: [
    aView({ bureau: 'equifax', balanceCents: 190_000, paymentStatus: 'collection', isCollection: true }),
    aView({ bureau: 'experian', balanceCents: 190_000, paymentStatus: 'collection', isCollection: true }),
  ],
});

describe('findDuplicates: a collection and its original account', () => {
  it('links a collection to the original account when both report a balance, from either side', () => {
    const all = [original, collection];
    expect(duplicatesOf(collection, all)).toEqual([
      {
        kind: 'collection_of_original',
        related: original,
        // The original account is at Experian alone: Equifax shows the collection only, so counts the debt once.
        bureaus: ['experian'],
        balanceCents: 190_000,
        relatedBalanceCents: 184_250,
        accountNumberEnding: null,
        dateOpened: null,
      },
    ]);
    expect(duplicatesOf(original, all)).toMatchObject([
      { kind: 'original_of_collection', related: collection, balanceCents: 184_250, relatedBalanceCents: 190_000 },
    ]);
  });

  it('ignores a collection whose original creditor is someone else', () => {
    const other = { ...collection, originalCreditorName: 'SYNCHRONY BANK' };
    expect(duplicatesOf(other, [original, other])).toEqual([]);
    expect(duplicatesOf(original, [original, other])).toEqual([]);
  });

  it('ignores an original account that shows a zero balance (the debt was sold, as it should be)', () => {
    const sold = aChargeOff({ key: 'original', creditorName: 'CAPITAL ONE' }, { balanceCents: 0 });
    expect(duplicatesOf(collection, [sold, collection])).toEqual([]);
  });

  it('ignores a current account with the same creditor', () => {
    const current = aTradeline({ key: 'current', creditorName: 'CAPITAL ONE' });
    expect(duplicatesOf(collection, [current, collection])).toEqual([]);
  });

  it('ignores an account opened after the collected debt went delinquent', () => {
    const newer = aChargeOff({ key: 'newer', creditorName: 'CAPITAL ONE' }, { dateOpened: '2023-01-05' });
    const older = {
      ...collection,
      views: collection.views.map((view) => ({ ...view, firstDelinquencyDate: '2019-06-01' })),
    };
    expect(duplicatesOf(older, [newer, older])).toEqual([]);
  });
  it('ignores an account the creditor still reports open', () => {
    const open = aTradeline({
      key: 'open',
      creditorName: 'CAPITAL ONE',
      views: [aView({ paymentStatus: 'late_30', accountStatus: 'open', dateOpened: '2015-01-01' })],
    });
    expect(duplicatesOf(collection, [open, collection])).toEqual([]);
  });

  it('without a delinquency date, ignores an account opened after the collector took the debt on', () => {
    const newer = aChargeOff({ key: 'newer', creditorName: 'CAPITAL ONE' }, { dateOpened: '2023-01-05' });
    const taken = {
      ...collection,
      views: collection.views.map((view) => ({ ...view, firstDelinquencyDate: null, dateOpened: '2020-02-01' })),
    };
    expect(duplicatesOf(taken, [newer, taken])).toEqual([]);
  });

  it('ties each collection to one original account and each account to one collection, nearest balance first', () => {
    const near = aChargeOff(
      { key: 'near', creditorName: 'CAPITAL ONE', accountNumber: null },
      { balanceCents: 189_000 },
    );
    const far = aChargeOff({ key: 'far', creditorName: 'CAPITAL ONE', accountNumber: null }, { balanceCents: 20_000 });
    const resold = {
      ...collection,
      key: 'resold',
      creditorName: 'PORTFOLIO RECOVERY',
      views: collection.views.map((view) => ({ ...view, balanceCents: 195_000 })),
    };
    const all = [near, far, collection, resold];
    expect(duplicatesOf(collection, all).map((match) => match.related.key)).toEqual(['near']);
    expect(duplicatesOf(near, all).map((match) => match.related.key)).toEqual(['collection']);
    expect(duplicatesOf(resold, all).map((match) => match.related.key)).toEqual(['far']);
  });
});

describe('findDuplicates: the same debt reported twice', () => {
  it('links two tradelines with the same creditor and account number at the same bureau', () => {
    const first = aChargeOff({ key: 'a', accountNumber: 'XXXX-XXXX-XXXX-1234' });
    const second = aChargeOff({ key: 'b', creditorName: 'CAPITAL ONE', accountNumber: 'XXXXXXXXXXXX1234' });
    expect(duplicatesOf(first, [first, second])).toMatchObject([
      { kind: 'same_account_number', related: second, bureaus: ['experian'], accountNumberEnding: '1234' },
    ]);
  });

  it('links two tradelines with the same creditor, balance and opening date', () => {
    const first = aChargeOff({ key: 'a', accountNumber: null });
    const second = aChargeOff({ key: 'b', accountNumber: null });
    expect(duplicatesOf(first, [first, second])).toMatchObject([
      { kind: 'same_balance_and_opened', related: second, bureaus: ['experian'], dateOpened: '2018-04-12' },
    ]);
  });

  it('does not link tradelines that different bureaus report (a merge that failed, not a double count)', () => {
    const first = aChargeOff({ key: 'a' });
    const second = aChargeOff({ key: 'b' }, { bureau: 'equifax' });
    expect(duplicatesOf(first, [first, second])).toEqual([]);
  });

  it('does not link accounts that only share the issuer’s prefix, or loans opened on different dates', () => {
    const first = aChargeOff({ key: 'a', accountNumber: '517805XXXXXX' }, { balanceCents: 1 });
    const second = aChargeOff({ key: 'b', accountNumber: '517805XXXXXX' }, { balanceCents: 2 });
    expect(duplicatesOf(first, [first, second])).toEqual([]);
    const loan = aChargeOff({ key: 'c', accountNumber: '9494949' }, { dateOpened: '2010-12-01' });
    const otherLoan = aChargeOff({ key: 'd', accountNumber: '9494949' }, { dateOpened: '2011-03-01' });
    expect(duplicatesOf(loan, [loan, otherLoan])).toEqual([]);
  });

  it('does not link different balances or different creditors', () => {
    const first = aChargeOff({ key: 'a', accountNumber: null });
    const otherBalance = aChargeOff({ key: 'b', accountNumber: null }, { balanceCents: 99 });
    const otherCreditor = aChargeOff({ key: 'c', creditorName: 'DISCOVER BANK', accountNumber: null });
    expect(duplicatesOf(first, [first, otherBalance, otherCreditor])).toEqual([]);
  });
});

describe('a hostile file listing one debt many times', () => {
  it('stays fast and gives each item a few duplicate matches at most', () => {
    const copies = Array.from({ length: 400 }, (_, i) =>
      aTradeline({
        key: `copy-${i}`,
        creditorName: 'Same Creditor',
        accountNumber: 'XXXX1234',
        views: [aView({ bureau: 'experian', balanceCents: 50_000, dateOpened: '2020-01-01', isDerogatory: true })],
      }),
    );
    const started = Date.now();
    const index = indexForDuplicates(copies, new Set(copies));
    const counts = copies.map((copy) => findDuplicates(copy, index).length);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_DUPLICATES_PER_ITEM);
  });
});

describe('findDuplicates: each bureau counts only what its own file shows', () => {
  const hospital = aChargeOff({ key: 'hospital', creditorName: 'SUNRISE MEDICAL CENTER' }, { balanceCents: 64_000 });
  const collector = (bureaus: readonly ('experian' | 'equifax' | 'transunion')[]) =>
    aTradeline({
      key: 'collector',
      creditorName: 'COASTAL CREDIT RECOVERY',
      originalCreditorName: 'SUNRISE MEDICAL CENTER',
      loanType: 'Collection',
      views: bureaus.map((bureau) =>
        aView({ bureau, balanceCents: 64_000, paymentStatus: 'collection', isCollection: true }),
      ),
    });

  it('finds no duplicate when the original account and the collection are at different bureaus', () => {
    const elsewhere = collector(['equifax', 'transunion']);
    expect(duplicatesOf(elsewhere, [hospital, elsewhere])).toEqual([]);
    expect(duplicatesOf(hospital, [hospital, elsewhere])).toEqual([]);
  });

  it('names only the bureau whose file shows both, with the balances that bureau shows', () => {
    const both = collector(['experian', 'transunion']);
    const higherElsewhere = {
      ...hospital,
      views: [...hospital.views, aView({ bureau: 'equifax', balanceCents: 99_000, paymentStatus: 'charge_off' })],
    };
    expect(duplicatesOf(both, [higherElsewhere, both])).toMatchObject([
      { kind: 'collection_of_original', bureaus: ['experian'], balanceCents: 64_000, relatedBalanceCents: 64_000 },
    ]);
  });

  it('pairs a collection with the account a bureau shows beside it, not a nearer balance at another bureau', () => {
    const both = collector(['experian']);
    const nearerElsewhere = aChargeOff(
      { key: 'elsewhere', creditorName: 'SUNRISE MEDICAL CENTER', accountNumber: 'XXXX0001' },
      { bureau: 'transunion', balanceCents: 64_000 },
    );
    const sameFile = aChargeOff(
      { key: 'same-file', creditorName: 'SUNRISE MEDICAL CENTER', accountNumber: 'XXXX0002' },
      { bureau: 'experian', balanceCents: 70_000 },
    );
    expect(duplicatesOf(both, [nearerElsewhere, sameFile, both]).map((m) => m.related.key)).toEqual(['same-file']);
  });
});
