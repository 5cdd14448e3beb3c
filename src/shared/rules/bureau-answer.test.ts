import { describe, expect, it } from 'vitest';
import { answerChoices, dayBounds, isDayAllowed, localDay } from './bureau-answer.ts';

describe('bureau answer', () => {
  it('offers nothing before mailing or after an answer, review to admins, no response only when late', () => {
    expect(answerChoices({ status: 'ready', overdue: false }, 'member')).toEqual([]);
    expect(answerChoices({ status: 'mailed', overdue: false }, 'member')).toEqual(['deleted', 'updated', 'verified']);
    expect(answerChoices({ status: 'delivered', overdue: false }, 'admin')).toEqual([
      'in_review',
      'deleted',
      'updated',
      'verified',
    ]);
    expect(answerChoices({ status: 'in_review', overdue: true }, 'admin')).toEqual([
      'deleted',
      'updated',
      'verified',
      'no_response',
    ]);
    expect(answerChoices({ status: 'answered', overdue: false }, 'admin')).toEqual([]);
  });

  it('allows a day from the first day to today', () => {
    // Tests run in UTC (vitest config), so local days are UTC days.
    const now = new Date('2026-03-20T15:00:00Z');
    expect(localDay(now)).toBe('2026-03-20');
    const bounds = dayBounds('2026-03-02', now);
    expect(bounds).toEqual({ min: '2026-03-02', max: '2026-03-20' });
    expect(isDayAllowed('2026-03-02', bounds)).toBe(true);
    expect(isDayAllowed('2026-03-20', bounds)).toBe(true);
    expect(isDayAllowed('2026-03-01', bounds)).toBe(false);
    expect(isDayAllowed('2026-03-21', bounds)).toBe(false);
    expect(isDayAllowed('', bounds)).toBe(false);
    expect(dayBounds('2026-03-21', now)).toEqual({ min: '2026-03-20', max: '2026-03-20' });
  });
});
