import { describe, expect, it } from 'vitest';
import { chosenReasonCodes, needsDetails, reasonFitsItem, recordedReasonCodes } from './chosen-reasons.ts';

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
