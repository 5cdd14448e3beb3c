import { describe, expect, it } from 'vitest';
import { createMutableClock } from '../test-support/test-app.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';

describe('attempt limiter', () => {
  it('allows max attempts per window per key, then answers the wait', () => {
    const clock = createMutableClock();
    const limiter = createAttemptLimiter({ max: 2, windowMs: 60_000, clock });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    clock.advance(15_000);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
  });

  it('opens a new window when the old one ends', () => {
    const clock = createMutableClock();
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000, clock });
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    clock.advance(60_000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('checks without counting, and forgets a key on reset', () => {
    const clock = createMutableClock();
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000, clock });
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('a').allowed).toBe(true);
    limiter.hit('a');
    expect(limiter.check('a').allowed).toBe(false);
    limiter.reset('a');
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('keeps no more keys than its bound, dropping the least recently attempted', () => {
    const clock = createMutableClock();
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000, clock, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) limiter.hit(key);
    limiter.hit('a');
    limiter.hit('d');
    // 'b' was the least recently attempted and was dropped; 'a' was attempted again and is kept.
    expect(limiter.check('b').allowed).toBe(true);
    expect(limiter.check('a').allowed).toBe(false);
    expect(limiter.check('d').allowed).toBe(false);
  });
});
