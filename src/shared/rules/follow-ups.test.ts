import { describe, expect, it } from 'vitest';
import { followUpsOf, isOverdue } from './follow-ups.ts';

const sentAt = new Date('2026-11-02T15:00:00Z');
const row = (
  bureau: 'experian' | 'equifax' | 'transunion',
  outcome: null | 'deleted' | 'verified' | 'no_response' = null,
  responseDueOn: string | null = '2026-12-02',
) => ({ bureau, responseDueOn, outcome });

describe('the bureau clock', () => {
  it('turns overdue once the due day is over everywhere, never before mailing or after an answer', () => {
    expect(isOverdue(row('experian'), new Date('2026-12-03T10:59:00Z'))).toBe(false);
    expect(isOverdue(row('experian'), new Date('2026-12-03T11:00:00Z'))).toBe(true);
    expect(isOverdue(row('experian', null, null), new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isOverdue(row('experian', 'deleted'), new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('followUpsOf', () => {
  const late = new Date('2026-12-04T00:00:00Z');
  const sent = { status: 'sent' as const, itemType: 'late_payment', reportingBureaus: ['equifax' as const] };

  it('offers the method-of-verification letter to each late, silent or verifying bureau', () => {
    expect(
      followUpsOf(sent, [row('experian'), row('equifax', 'verified'), row('transunion', 'deleted')], late),
    ).toEqual([
      { kind: 'method_of_verification', bureau: 'experian' },
      { kind: 'method_of_verification', bureau: 'equifax' },
    ]);
    expect(followUpsOf(sent, [row('experian'), row('equifax')], sentAt)).toEqual([]);
  });

  it('offers debt validation for a collection account once the dispute went out', () => {
    const collection = { ...sent, itemType: 'collection' };
    expect(followUpsOf(collection, [row('experian')], sentAt)).toEqual([
      { kind: 'debt_validation', bureau: 'equifax' },
    ]);
    expect(followUpsOf({ ...collection, status: 'draft' }, [], sentAt)).toEqual([]);
  });
});
