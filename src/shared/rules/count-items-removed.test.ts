import { describe, expect, it } from 'vitest';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { BureauOutcome } from '#shared/constants/disputes.ts';
import { type BureauAnswer, countItemsRemoved, type ReportItems } from './count-items-removed.ts';

let sequence = 0;
/** A report of `lineage` holding the negative items `negative` and the accounts in good standing `good`. */
const report = (lineage: string | null, negative: string[], good: string[] = []): ReportItems => {
  sequence += 1;
  return { id: `report-${sequence}`, lineage, keys: [...negative, ...good], negativeKeys: negative };
};

/** One bureau's part of a dispute of `key`, filed from `from`. */
const answer = (from: ReportItems, key: string, bureau: Bureau, outcome: BureauOutcome | null): BureauAnswer => ({
  reportId: from.id,
  tradelineKey: key,
  bureau,
  outcome,
});

describe('countItemsRemoved', () => {
  it('counts nothing between unrelated files, or between reports compared with nothing', () => {
    expect(countItemsRemoved([report('file-a', ['a1', 'a2']), report('file-b', [])], [])).toBe(0);
    expect(countItemsRemoved([report(null, ['x']), report(null, [])], [])).toBe(0);
    expect(countItemsRemoved([], [])).toBe(0);
  });

  it('counts a negative item the next report of the same file no longer holds', () => {
    const first = report('demo', ['late', 'collection'], ['card']);
    // The card in good standing going away is no removal; the late account turned current is still there.
    const next = report('demo', ['collection'], ['late']);
    expect(countItemsRemoved([first, next], [])).toBe(0);
    expect(countItemsRemoved([first, report('demo', [], ['late'])], [])).toBe(1);
  });

  it('compares consecutive reports of a file only, whatever other files came between', () => {
    const first = report('demo', ['late', 'collection']);
    const imported = report('file-b', []);
    const second = report('demo', ['late']);
    const third = report('demo', []);
    // collection goes between the first and the second, late between the second and the third.
    expect(countItemsRemoved([first, imported, second, third], [])).toBe(2);
    // An item that went and came back is one item removed, not two.
    expect(countItemsRemoved([first, second, report('demo', ['late', 'collection']), report('demo', [])], [])).toBe(2);
  });

  it('counts an item once every bureau it was disputed with deleted it, each item once', () => {
    const first = report('demo', ['late', 'collection']);
    const deleted = [answer(first, 'late', 'experian', 'deleted'), answer(first, 'late', 'equifax', 'deleted')];
    expect(countItemsRemoved([first], deleted)).toBe(1);
    expect(countItemsRemoved([first, report('demo', ['collection'])], deleted)).toBe(1);
    // Disputed from an earlier report of the file, gone from a later one: the same item.
    const later = report('demo', ['late', 'collection']);
    expect(countItemsRemoved([first, later, report('demo', ['collection'])], deleted)).toBe(1);
  });

  it('does not count an item a bureau still lists after it verified it, or has not answered about yet', () => {
    const first = report('demo', ['late']);
    const split = [
      answer(first, 'late', 'experian', 'deleted'),
      answer(first, 'late', 'equifax', 'verified'),
      answer(first, 'late', 'transunion', 'verified'),
    ];
    expect(countItemsRemoved([first], split)).toBe(0);
    expect(
      countItemsRemoved(
        [first],
        [answer(first, 'late', 'experian', 'deleted'), answer(first, 'late', 'equifax', null)],
      ),
    ).toBe(0);
    expect(countItemsRemoved([first], [answer(first, 'late', 'experian', 'updated')])).toBe(0);
    // Still listed at Equifax and TransUnion in the next report of the file: nothing removed.
    const next = report('demo', ['late']);
    expect(countItemsRemoved([first, next], split)).toBe(0);
    // Disputed again from that report, and deleted by the two that verified it: removed at last, once.
    const again = [...split, answer(next, 'late', 'equifax', 'deleted'), answer(next, 'late', 'transunion', 'deleted')];
    expect(countItemsRemoved([first, next], again)).toBe(1);
    expect(countItemsRemoved([first, next, report('demo', [])], again)).toBe(1);
  });

  it('counts each bureau’s latest answer: a later letter’s deletion counts, a later verification undoes one', () => {
    const first = report('demo', ['late']);
    const at = (answered: BureauAnswer, answeredAt: string | null) => ({ ...answered, answeredAt });
    const verifiedThenDeleted = [
      at(answer(first, 'late', 'experian', 'verified'), '2026-10-20'),
      at(answer(first, 'late', 'experian', 'deleted'), '2026-12-01'),
    ];
    expect(countItemsRemoved([first], verifiedThenDeleted)).toBe(1);
    // Given in another order, the day still decides; an answer without a day comes before every dated one.
    expect(countItemsRemoved([first], [...verifiedThenDeleted].reverse())).toBe(1);
    expect(
      countItemsRemoved(
        [first],
        [
          at(answer(first, 'late', 'experian', 'deleted'), '2026-10-20'),
          at(answer(first, 'late', 'experian', 'verified'), '2026-12-01'),
        ],
      ),
    ).toBe(0);
    expect(
      countItemsRemoved(
        [first],
        [
          at(answer(first, 'late', 'experian', 'deleted'), '2026-12-01'),
          at(answer(first, 'late', 'experian', 'verified'), null),
        ],
      ),
    ).toBe(1);
  });

  it('does not count a deletion a later report undid', () => {
    const first = report('demo', ['late']);
    const back = { ...answer(first, 'late', 'experian', 'deleted'), reappeared: true };
    expect(countItemsRemoved([first], [back])).toBe(0);
    expect(countItemsRemoved([first], [{ ...back, reappeared: false }])).toBe(1);
    // Deleted again after it came back (the reinsertion letter): removed.
    expect(
      countItemsRemoved(
        [first],
        [
          { ...back, answeredAt: '2026-10-20' },
          { ...answer(first, 'late', 'experian', 'deleted'), answeredAt: '2027-01-10' },
        ],
      ),
    ).toBe(1);
  });

  it('does not count an item gone from one report that a later report of its file holds again', () => {
    const first = report('file-a', ['late', 'collection']);
    const second = report('file-a', ['late']);
    const third = report('file-a', ['late', 'collection']);
    expect(countItemsRemoved([first, second], [])).toBe(1);
    expect(countItemsRemoved([first, second, third], [])).toBe(0);
    // A deletion the bureau answered still counts while the report it was disputed from holds the item.
    expect(countItemsRemoved([first], [answer(first, 'collection', 'experian', 'deleted')])).toBe(1);
  });

  it('tells apart items of different files that carry the same key', () => {
    const fileA = report('file-a', ['CreditLiability_1_1']);
    const fileB = report('file-b', ['CreditLiability_1_1']);
    const deleted = [answer(fileA, 'CreditLiability_1_1', 'experian', 'deleted')];
    expect(countItemsRemoved([fileA, fileB, report('file-b', [])], deleted)).toBe(2);
    const alone = report(null, ['CreditLiability_1_1']);
    expect(
      countItemsRemoved([alone, fileA], [...deleted, answer(alone, 'CreditLiability_1_1', 'equifax', 'deleted')]),
    ).toBe(2);
  });
});
