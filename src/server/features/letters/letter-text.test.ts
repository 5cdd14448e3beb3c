import { describe, expect, it } from 'vitest';
import { composeLetter } from './compose-letter.ts';
import { letterToText } from './letter-text.ts';
import { aLetterRequest } from './test-letter-request.ts';

describe('the letter as plain text', () => {
  it('lays the blocks out in the order of a printed letter', () => {
    const text = letterToText(composeLetter(aLetterRequest()));
    const order = [
      'Maria Elena Lopez\n1420 Elm Street, Apt 3B\nSan Antonio, TX 78205',
      '11/22/2026',
      'Sent via certified mail, return receipt requested',
      'Experian\nP.O. Box 4500\nAllen, TX 75013',
      'Re: Dispute of inaccurate information: CAPITAL ONE BANK USA NA account ending in 1234',
      'Full name: Maria Elena Lopez',
      'I am writing to dispute',
      'Sincerely,',
      'Enclosures:\n- A copy of my government-issued photo ID',
      'Reference: CP-7F3A21',
    ].map((block) => text.indexOf(block));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toMatch(/\n{3}Enclosures|\n\n\n\n/);
  });
});
