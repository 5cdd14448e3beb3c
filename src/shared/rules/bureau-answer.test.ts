import { describe, expect, it } from 'vitest';
import { answerChoices } from './bureau-answer.ts';

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
});
