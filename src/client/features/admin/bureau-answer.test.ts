import { describe, expect, it } from 'vitest';
import { answerChoices, answerDayBounds, answerRequest, isAnswerDayAllowed, localDay } from './bureau-answer.ts';

describe('bureau answer', () => {
  it('offers review and the outcomes to a sent bureau, only the outcomes once in review, nothing once answered', () => {
    expect(answerChoices('sent')).toEqual(['in_review', 'deleted', 'updated', 'verified', 'no_response']);
    expect(answerChoices('in_review')).toEqual(['deleted', 'updated', 'verified', 'no_response']);
    expect(answerChoices('answered')).toEqual([]);
  });

  it('sends a review without a day and an outcome with its day', () => {
    expect(answerRequest('in_review', '2026-03-05')).toEqual({ status: 'in_review' });
    expect(answerRequest('deleted', '2026-03-05')).toEqual({ outcome: 'deleted', respondedOn: '2026-03-05' });
  });

  it('allows a day from the sent day to today', () => {
    // Tests run in UTC (vitest config), so local days are UTC days.
    const now = new Date('2026-03-20T15:00:00Z');
    expect(localDay(now)).toBe('2026-03-20');
    const bounds = answerDayBounds('2026-03-02T23:30:00.000Z', now);
    expect(bounds).toEqual({ min: '2026-03-02', max: '2026-03-20' });
    expect(isAnswerDayAllowed('2026-03-02', bounds)).toBe(true);
    expect(isAnswerDayAllowed('2026-03-20', bounds)).toBe(true);
    expect(isAnswerDayAllowed('2026-03-01', bounds)).toBe(false);
    expect(isAnswerDayAllowed('2026-03-21', bounds)).toBe(false);
    expect(isAnswerDayAllowed('', bounds)).toBe(false);
  });
});
