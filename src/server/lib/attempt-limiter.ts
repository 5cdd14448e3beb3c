import type { Clock } from '../clock.ts';

export interface AttemptLimiter {
  /** Counts one attempt for the key; when over budget, says how long until the window ends. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * A fixed-window counter kept in memory, one per budget. It reads the injected clock so tests control
 * time. @fastify/rate-limit lets only one limit run per request, and sign-in needs two (address and account).
 */
export function createAttemptLimiter(options: {
  max: number;
  windowMs: number;
  clock: Clock;
  maxKeys?: number;
}): AttemptLimiter {
  const { max, windowMs, clock, maxKeys = 50_000 } = options;
  const windows = new Map<string, Window>();

  function evictExpired(now: number) {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= windowMs) windows.delete(key);
    }
    // Still full: drop the oldest windows (a Map iterates in insertion order) to bound memory.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    hit(key) {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        if (!window && windows.size >= maxKeys) evictExpired(now);
        windows.delete(key);
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) };
    },
  };
}
