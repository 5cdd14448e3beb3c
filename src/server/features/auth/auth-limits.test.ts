import { describe, expect, it } from 'vitest';
import { createMutableClock } from '../../test-support/test-app.ts';
import { createAuthLimits, recordSignInFailure, type SignInAttempt, signInVerdicts } from './auth-limits.ts';

const limitsOf = () => createAuthLimits({ perIp: 20, perAccount: 5, windowMs: 60_000 }, createMutableClock());
const allowed = (verdicts: { allowed: boolean }[]) => verdicts.every((verdict) => verdict.allowed);

const stranger: SignInAttempt = { account: 'rosa@example.com', addressKey: '203.0.113.9', deviceNonce: null };
const ownBrowser: SignInAttempt = { account: 'rosa@example.com', addressKey: '198.51.100.7', deviceNonce: 'n1' };

describe('sign-in budgets', () => {
  it('locks untrusted clients out of an account after 5 failures, but not the owner’s browser', () => {
    const limits = limitsOf();
    for (let i = 0; i < 5; i += 1) {
      expect(allowed(signInVerdicts(limits, stranger))).toBe(true);
      recordSignInFailure(limits, stranger);
    }
    expect(allowed(signInVerdicts(limits, stranger))).toBe(false);
    expect(allowed(signInVerdicts(limits, { ...stranger, addressKey: '192.0.2.1' }))).toBe(false);
    expect(allowed(signInVerdicts(limits, ownBrowser))).toBe(true);
  });

  it('locks a trusted browser only by its own failures', () => {
    const limits = limitsOf();
    for (let i = 0; i < 5; i += 1) recordSignInFailure(limits, ownBrowser);
    expect(allowed(signInVerdicts(limits, ownBrowser))).toBe(false);
    expect(allowed(signInVerdicts(limits, { ...ownBrowser, deviceNonce: 'n2' }))).toBe(true);
    expect(allowed(signInVerdicts(limits, stranger))).toBe(true);
  });

  it('counts every untrusted attempt on the client address, and no trusted one', () => {
    const limits = limitsOf();
    for (let i = 0; i < 20; i += 1) signInVerdicts(limits, { ...stranger, account: `a${i}@example.com` });
    expect(allowed(signInVerdicts(limits, { ...stranger, account: 'fresh@example.com' }))).toBe(false);
    expect(allowed(signInVerdicts(limits, { ...ownBrowser, addressKey: stranger.addressKey }))).toBe(true);
  });
});
