import { describe, expect, it } from 'vitest';
import { daysLeft, followUpsOf, isOverdue } from './follow-ups.ts';

const sentAt = new Date('2026-11-02T15:00:00Z');
const due = new Date('2026-12-02T15:00:00Z');
const row = (
  bureau: 'experian' | 'equifax' | 'transunion',
  outcome: null | 'deleted' | 'verified' | 'no_response' = null,
) => ({
  bureau,
  responseDueAt: due,
  outcome,
});

describe('the bureau clock', () => {
  it('counts the days left and turns overdue only after the due moment', () => {
    expect(daysLeft(row('experian'), sentAt)).toBe(30);
    expect(daysLeft(row('experian'), new Date('2026-12-02T14:00:00Z'))).toBe(1);
    expect(isOverdue(row('experian'), due)).toBe(false);
    expect(isOverdue(row('experian'), new Date(due.getTime() + 1))).toBe(true);
    expect(daysLeft(row('experian'), new Date('2026-12-10T00:00:00Z'))).toBe(0);
    expect(isOverdue(row('experian', 'deleted'), new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('followUpsOf', () => {
  const late = new Date('2026-12-03T00:00:00Z');
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
