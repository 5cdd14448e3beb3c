import { describe, expect, it } from 'vitest';
import { linkProblemOf } from './account-tokens.ts';

const now = new Date('2026-11-22T15:00:00Z');
const later = new Date(now.getTime() + 1000);
const earlier = new Date(now.getTime() - 1000);

describe('linkProblemOf', () => {
  it('accepts an unused link of the right purpose before it expires', () => {
    expect(linkProblemOf({ purpose: 'verify_email', usedAt: null, expiresAt: later }, 'verify_email', now)).toBeNull();
  });

  it('names why a link does not work', () => {
    expect(linkProblemOf(undefined, 'verify_email', now)).toBe('invalid');
    expect(linkProblemOf({ purpose: 'reset_password', usedAt: null, expiresAt: later }, 'verify_email', now)).toBe(
      'invalid',
    );
    expect(linkProblemOf({ purpose: 'verify_email', usedAt: earlier, expiresAt: later }, 'verify_email', now)).toBe(
      'used',
    );
    expect(linkProblemOf({ purpose: 'verify_email', usedAt: null, expiresAt: now }, 'verify_email', now)).toBe(
      'expired',
    );
  });

  it('says "used" for a link that was used and has since expired', () => {
    expect(linkProblemOf({ purpose: 'verify_email', usedAt: earlier, expiresAt: earlier }, 'verify_email', now)).toBe(
      'used',
    );
  });
});
