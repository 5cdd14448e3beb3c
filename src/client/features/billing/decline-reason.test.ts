import { describe, expect, it } from 'vitest';
import { declineReasonOf } from './decline-reason.ts';

describe('declineReasonOf', () => {
  it('keeps the common decline codes, each explained in its own words', () => {
    for (const code of ['insufficient_funds', 'card_declined', 'expired_card', 'incorrect_cvc', 'processing_error']) {
      expect(declineReasonOf(code)).toBe(code);
    }
  });

  it('gives any other code, or none, the general sentence', () => {
    expect(declineReasonOf('do_not_honor')).toBe('other');
    expect(declineReasonOf(null)).toBe('other');
    expect(declineReasonOf('')).toBe('other');
  });
});
