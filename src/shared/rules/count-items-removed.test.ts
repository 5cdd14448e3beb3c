import { describe, expect, it } from 'vitest';
import { countItemsRemoved, type ReportItems } from './count-items-removed.ts';

let sequence = 0;
/** A report of `lineage` holding the negative items `negative` and the accounts in good standing `good`. */
const report = (lineage: string | null, negative: string[], good: string[] = []): ReportItems => {
  sequence += 1;
  return { id: `report-${sequence}`, lineage, keys: [...negative, ...good], negativeKeys: negative };
};

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

  it('counts each item a bureau deleted once, even deleted by several bureaus and gone from the next report', () => {
    const first = report('demo', ['late', 'collection']);
    const deleted = [
      { reportId: first.id, tradelineKey: 'late' },
      { reportId: first.id, tradelineKey: 'late' },
    ];
    // Deleted by a bureau while the others still report it: removed all the same.
    expect(countItemsRemoved([first], deleted)).toBe(1);
    expect(countItemsRemoved([first, report('demo', ['collection'])], deleted)).toBe(1);
    // Disputed from an earlier report of the file, gone from a later one: the same item.
    const later = report('demo', ['late', 'collection']);
    expect(countItemsRemoved([first, later, report('demo', ['collection'])], deleted)).toBe(1);
  });

  it('tells apart items of different files that carry the same key', () => {
    const fileA = report('file-a', ['CreditLiability_1_1']);
    const fileB = report('file-b', ['CreditLiability_1_1']);
    const deleted = [{ reportId: fileA.id, tradelineKey: 'CreditLiability_1_1' }];
    expect(countItemsRemoved([fileA, fileB, report('file-b', [])], deleted)).toBe(2);
    const alone = report(null, ['CreditLiability_1_1']);
    expect(
      countItemsRemoved([alone, fileA], [...deleted, { reportId: alone.id, tradelineKey: 'CreditLiability_1_1' }]),
    ).toBe(2);
  });
});
