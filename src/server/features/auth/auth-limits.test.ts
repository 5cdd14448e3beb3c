import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { attemptCounters } from '#server/db/schema/privacy.ts';
import { createMutableClock } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { createAuthLimits, recordSignInFailure, type SignInAttempt, signInVerdicts } from './auth-limits.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const limitsOf = async () => {
  await database.db.delete(attemptCounters);
  return createAuthLimits(database.db, { perIp: 20, perAccount: 5, windowMs: 60_000 }, createMutableClock());
};
const allowed = (verdicts: { allowed: boolean }[]) => verdicts.every((verdict) => verdict.allowed);

const stranger: SignInAttempt = { account: 'rosa@example.com', addressKey: '203.0.113.9', deviceNonce: null };
const ownBrowser: SignInAttempt = { account: 'rosa@example.com', addressKey: '198.51.100.7', deviceNonce: 'n1' };

describe('sign-in budgets', () => {
  it('locks untrusted clients out of an account after 5 failures, but not the owner’s browser', async () => {
    const limits = await limitsOf();
    for (let i = 0; i < 5; i += 1) {
      expect(allowed(await signInVerdicts(limits, stranger))).toBe(true);
      await recordSignInFailure(limits, stranger);
    }
    expect(allowed(await signInVerdicts(limits, stranger))).toBe(false);
    expect(allowed(await signInVerdicts(limits, { ...stranger, addressKey: '192.0.2.1' }))).toBe(false);
    expect(allowed(await signInVerdicts(limits, ownBrowser))).toBe(true);
  });

  it('locks a trusted browser only by its own failures', async () => {
    const limits = await limitsOf();
    for (let i = 0; i < 5; i += 1) await recordSignInFailure(limits, ownBrowser);
    expect(allowed(await signInVerdicts(limits, ownBrowser))).toBe(false);
    expect(allowed(await signInVerdicts(limits, { ...ownBrowser, deviceNonce: 'n2' }))).toBe(true);
    expect(allowed(await signInVerdicts(limits, stranger))).toBe(true);
  });

  it('counts every untrusted attempt on the client address, and no trusted one', async () => {
    const limits = await limitsOf();
    for (let i = 0; i < 20; i += 1) await signInVerdicts(limits, { ...stranger, account: `a${i}@example.com` });
    expect(allowed(await signInVerdicts(limits, { ...stranger, account: 'fresh@example.com' }))).toBe(false);
    expect(allowed(await signInVerdicts(limits, { ...ownBrowser, addressKey: stranger.addressKey }))).toBe(true);
  });
});
