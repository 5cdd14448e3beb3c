import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { attemptCounters } from '#server/db/schema/privacy.ts';
import { createMutableClock } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { createAttemptLimiter, purgeEndedAttemptWindows } from './attempt-limiter.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const limiterOf = (max: number, clock = createMutableClock(), name = 'test') =>
  createAttemptLimiter({ db: database.db, name, max, windowMs: 60_000, clock });

describe('attempt limiter', () => {
  it('allows max attempts per window per key, then answers the wait', async () => {
    const clock = createMutableClock();
    const limiter = limiterOf(2, clock, 'first');
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    clock.advance(15_000);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await limiter.hit('b')).toEqual({ allowed: true });
  });

  it('opens a new window when the old one ends', async () => {
    const clock = createMutableClock();
    const limiter = limiterOf(1, clock, 'second');
    await limiter.hit('a');
    expect((await limiter.hit('a')).allowed).toBe(false);
    clock.advance(60_000);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('checks without counting, and forgets a key on reset', async () => {
    const limiter = limiterOf(1, createMutableClock(), 'third');
    expect((await limiter.check('a')).allowed).toBe(true);
    expect((await limiter.check('a')).allowed).toBe(true);
    await limiter.hit('a');
    expect((await limiter.check('a')).allowed).toBe(false);
    await limiter.reset('a');
    expect((await limiter.check('a')).allowed).toBe(true);
  });

  it('keeps budgets of different names apart, and shares one budget between two limiters of one name', async () => {
    const clock = createMutableClock();
    const one = limiterOf(1, clock, 'shared');
    const other = limiterOf(1, clock, 'shared');
    const elsewhere = limiterOf(1, clock, 'apart');
    await one.hit('a');
    expect((await other.hit('a')).allowed).toBe(false);
    expect((await elsewhere.hit('a')).allowed).toBe(true);
  });

  it('counts every one of many attempts at once', async () => {
    const limiter = limiterOf(5, createMutableClock(), 'concurrent');
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('a')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('purges windows that have ended', async () => {
    const clock = createMutableClock();
    const limiter = limiterOf(1, clock, 'purged');
    await limiter.hit('a');
    clock.advance(60_000);
    await purgeEndedAttemptWindows(database.db, clock.now());
    const rows = await database.db.select().from(attemptCounters);
    expect(rows.some((row) => row.key === 'purged:a')).toBe(false);
  });
});
