import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_TTL_MS } from '#shared/constants/accounts.ts';
import { linkProblemOf } from './account-tokens.ts';

const now = new Date('2026-11-22T15:00:00Z');
const later = new Date(now.getTime() + 1000);
const earlier = new Date(now.getTime() - 1000);
/** A verification link sent at `createdAt`, good for its whole lifetime. */
const sentAt = (createdAt: Date) => ({
  purpose: 'verify_email' as const,
  usedAt: null,
  createdAt,
  expiresAt: new Date(createdAt.getTime() + EMAIL_VERIFICATION_TTL_MS),
});

describe('linkProblemOf', () => {
  it('accepts an unused link of the right purpose before it expires', () => {
    expect(linkProblemOf(sentAt(earlier), 'verify_email', now)).toBeNull();
  });

  it('names why a link does not work', () => {
    const open = sentAt(earlier);
    expect(linkProblemOf(undefined, 'verify_email', now)).toBe('invalid');
    expect(linkProblemOf({ ...open, purpose: 'reset_password' }, 'verify_email', now)).toBe('invalid');
    expect(linkProblemOf({ ...open, usedAt: earlier }, 'verify_email', now)).toBe('used');
    expect(linkProblemOf(sentAt(new Date(now.getTime() - EMAIL_VERIFICATION_TTL_MS)), 'verify_email', now)).toBe(
      'expired',
    );
  });

  it('says "superseded" for a link whose life a newer one cut short, even at the instant it was sent', () => {
    expect(linkProblemOf({ ...sentAt(earlier), expiresAt: now }, 'verify_email', now)).toBe('superseded');
    expect(linkProblemOf({ ...sentAt(now), expiresAt: now }, 'verify_email', later)).toBe('superseded');
  });

  it('says "used" for a link that was used and has since expired', () => {
    expect(linkProblemOf({ ...sentAt(earlier), usedAt: earlier, expiresAt: earlier }, 'verify_email', now)).toBe(
      'used',
    );
  });
});
