import { describe, expect, it } from 'vitest';
import type { DisputeReason } from '#shared/schemas/credit.ts';
import {
  bureausToWrite,
  chosenReasonCodes,
  needsDetails,
  reasonFitsItem,
  reasonsAtBureau,
  recordedReasonCodes,
} from './chosen-reasons.ts';

describe('chosenReasonCodes', () => {
  it('keeps the list in the member’s order, each reason once', () => {
    expect(chosenReasonCodes({ reasonCodes: ['duplicate', 'not_mine', 'duplicate'] })).toEqual([
      'duplicate',
      'not_mine',
    ]);
  });

  it('puts the single reason first, read from either vocabulary', () => {
    expect(chosenReasonCodes({ disputeReason: 'Payment was made on time' })).toEqual(['paid_on_time']);
    expect(chosenReasonCodes({ disputeReason: 'outdated', reasonCodes: ['duplicate', 'outdated'] })).toEqual([
      'outdated',
      'duplicate',
    ]);
  });

  it('is empty when nothing was chosen', () => {
    expect(chosenReasonCodes({})).toEqual([]);
    expect(chosenReasonCodes({ reasonCodes: [] })).toEqual([]);
  });
});

describe('needsDetails', () => {
  it('asks for the member’s words only when "other" is all they chose', () => {
    expect(needsDetails(['other'])).toBe(true);
    expect(needsDetails(['other', 'not_mine'])).toBe(false);
    expect(needsDetails(['not_mine'])).toBe(false);
    expect(needsDetails([])).toBe(false);
  });
});

describe('reasonFitsItem', () => {
  const item = (reportingEndsOn: string | null) => ({ reportingEndsOn });

  it('calls an item outdated only after its last reportable day', () => {
    expect(reasonFitsItem('outdated', item('2026-11-21'), '2026-11-22')).toBe(true);
    expect(reasonFitsItem('outdated', item('2026-11-22'), '2026-11-22')).toBe(false);
    expect(reasonFitsItem('outdated', item('2030-01-01'), '2026-11-22')).toBe(false);
    expect(reasonFitsItem('outdated', item(null), '2026-11-22')).toBe(false);
  });

  it('leaves every other reason to the member', () => {
    expect(reasonFitsItem('not_mine', item(null), '2026-11-22')).toBe(true);
    expect(reasonFitsItem('paid_on_time', item('2030-01-01'), '2026-11-22')).toBe(true);
  });
});

describe('recordedReasonCodes', () => {
  it('answers the list a dispute keeps', () => {
    expect(
      recordedReasonCodes({ reasonCode: 'duplicate', reasonCodes: ['duplicate', 'not_mine'], reasonText: null }),
    ).toEqual(['duplicate', 'not_mine']);
    expect(
      recordedReasonCodes({
        reasonCode: 'paid_on_time',
        reasonCodes: ['paid_on_time', 'incorrect_dates'],
        reasonText: 'Payment was made on time',
      }),
    ).toEqual(['paid_on_time', 'incorrect_dates']);
  });

  it('reads an older form dispute by its label, not by the "other" it was filed under', () => {
    expect(
      recordedReasonCodes({ reasonCode: 'other', reasonCodes: ['other'], reasonText: 'Payment was made on time' }),
    ).toEqual(['paid_on_time']);
    expect(recordedReasonCodes({ reasonCode: 'incorrect_dates', reasonCodes: [], reasonText: null })).toEqual([
      'incorrect_dates',
    ]);
  });
});

describe('reasonsAtBureau: what each bureau’s letter may claim', () => {
  const finding = (code: DisputeReason['code'], bureaus: DisputeReason['bureaus']): DisputeReason => ({
    code,
    rule: code === 'duplicate' ? 'duplicate' : code === 'outdated' ? 'outdated' : 'bureau_mismatch',
    bureaus,
    relatedTradelineKey: null,
    explanation: { en: `${code} at ${bureaus.join(' and ')}`, es: '' },
  });
  const findings = [finding('duplicate', ['equifax']), finding('incorrect_dates', ['experian', 'equifax'])];

  it('keeps a duplicate only for the bureau whose file shows both entries', () => {
    expect(reasonsAtBureau('equifax', ['duplicate'], findings)).toEqual([{ code: 'duplicate', finding: findings[0] }]);
    expect(reasonsAtBureau('transunion', ['duplicate'], findings)).toEqual([]);
    expect(reasonsAtBureau('experian', ['duplicate', 'not_mine'], findings)).toEqual([
      { code: 'not_mine', finding: null },
    ]);
  });

  it('keeps what the member knows at every bureau, with the finding only where the bureau’s file shows it', () => {
    expect(reasonsAtBureau('transunion', ['incorrect_dates'], findings)).toEqual([
      { code: 'incorrect_dates', finding: null },
    ]);
    expect(reasonsAtBureau('experian', ['incorrect_dates'], findings)).toEqual([
      { code: 'incorrect_dates', finding: findings[1] },
    ]);
  });

  it('keeps a reason the analysis did not find at all as the member’s own claim', () => {
    expect(reasonsAtBureau('experian', ['duplicate', 'outdated'], [])).toEqual([
      { code: 'duplicate', finding: null },
      { code: 'outdated', finding: null },
    ]);
  });

  it('writes only to the bureaus left with a reason', () => {
    const all = ['experian', 'equifax', 'transunion'] as const;
    expect(bureausToWrite(all, ['duplicate'], findings)).toEqual(['equifax']);
    expect(bureausToWrite(all, ['duplicate', 'paid_in_full'], findings)).toEqual([...all]);
    expect(bureausToWrite(all, ['outdated'], [finding('outdated', ['experian', 'transunion'])])).toEqual([
      'experian',
      'transunion',
    ]);
  });
});
