import { describe, expect, it } from 'vitest';
import { aBureauRow, aDispute, aSentDispute, dayFromToday, daysFromNow } from '#client/test-support/disputes.ts';
import { groupDisputes, nearestDue, recentlyCompleted } from './dispute-groups.ts';

const id = (n: number) => `${n}1111111-1111-4111-8111-111111111111`;

describe('groupDisputes', () => {
  it('puts each dispute in its group and leaves withdrawn drafts out of all of them', () => {
    const groups = groupDisputes([
      aDispute({ id: id(1) }),
      aDispute({ id: id(2), status: 'pending' }),
      aDispute({ id: id(3), status: 'withdrawn' }),
      aSentDispute({ id: id(4) }),
      aSentDispute({ id: id(5), status: 'in_review' }),
      aDispute({ id: id(6), status: 'submitted' }),
      aDispute({ id: id(7), status: 'resolved', resolvedAt: daysFromNow(-1) }),
      aDispute({ id: id(8), status: 'rejected', resolvedAt: daysFromNow(-2) }),
    ]);
    expect(groups.all).toHaveLength(7);
    expect(groups.drafts.map((d) => d.id)).toEqual([id(1), id(2)]);
    expect(groups.active.map((d) => d.id)).toEqual([id(4), id(5), id(6)]);
    expect(groups.resolved.map((d) => d.id)).toEqual([id(7)]);
    expect(groups.rejected.map((d) => d.id)).toEqual([id(8)]);
  });
});

describe('nearestDue', () => {
  it('is the earliest deadline of a bureau that has neither answered nor run late', () => {
    const dispute = aSentDispute({
      bureaus: [
        aBureauRow('experian', { responseDueOn: dayFromToday(20), daysLeft: 20 }),
        aBureauRow('equifax', { responseDueOn: dayFromToday(-1), overdue: true, daysLeft: 0 }),
        aBureauRow('transunion', { responseDueOn: dayFromToday(12), daysLeft: 12 }),
        aBureauRow('transunion', { status: 'ready', mailedOn: null, responseDueOn: null, daysLeft: null }),
      ],
    });
    expect(nearestDue(dispute)?.bureau).toBe('transunion');
  });

  it('is nothing before the letters are mailed or once every bureau answered', () => {
    const ready = aBureauRow('experian', { status: 'ready', mailedOn: null, responseDueOn: null, daysLeft: null });
    expect(nearestDue(aSentDispute({ bureaus: [ready] }))).toBeNull();
    const answered = aBureauRow('experian', { status: 'answered', outcome: 'deleted', respondedAt: daysFromNow(-1) });
    expect(nearestDue(aSentDispute({ bureaus: [answered] }))).toBeNull();
  });
});

describe('recentlyCompleted', () => {
  it('keeps the latest finished disputes, newest first', () => {
    const finished = [1, 2, 3, 4].map((n) =>
      aDispute({ id: id(n), status: n % 2 ? 'resolved' : 'rejected', resolvedAt: daysFromNow(-n) }),
    );
    expect(recentlyCompleted([aDispute({ id: id(9) }), ...finished], 3).map((d) => d.id)).toEqual([
      id(1),
      id(2),
      id(3),
    ]);
  });
});
