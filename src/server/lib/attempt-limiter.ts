import type { Clock } from '../clock.ts';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AttemptLimiter {
  /** Counts one attempt for the key; when over budget, says how long until the window ends. */
  hit(key: string): LimitVerdict;
  /** The verdict without counting (e.g. before checking a password). */
  check(key: string): LimitVerdict;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): void;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * A fixed-window counter kept in memory, one per budget. It reads the injected clock so tests control
 * time. @fastify/rate-limit lets only one limit run per request, and sign-in needs two (address and account).
 * The map is kept in least-recently-attempted order so that, when it is full, the keys dropped are the
 * ones nobody has tried for the longest.
 */
export function createAttemptLimiter(options: {
  max: number;
  windowMs: number;
  clock: Clock;
  maxKeys?: number;
}): AttemptLimiter {
  const { max, windowMs, clock, maxKeys = 50_000 } = options;
  const windows = new Map<string, Window>();

  const live = (window: Window | undefined, now: number): window is Window =>
    window !== undefined && now - window.startedAt < windowMs;

  function verdict(window: Window | undefined, now: number): LimitVerdict {
    if (!live(window, now) || window.count < max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) };
  }

  function makeRoom() {
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) return;
      windows.delete(key);
    }
  }

  return {
    hit(key) {
      const now = clock.now().getTime();
      const existing = windows.get(key);
      const window = live(existing, now) ? existing : { startedAt: now, count: 0 };
      const before = verdict(window, now);
      window.count += 1;
      windows.delete(key);
      if (windows.size >= maxKeys) makeRoom();
      windows.set(key, window);
      return before;
    },
    check(key) {
      return verdict(windows.get(key), clock.now().getTime());
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
