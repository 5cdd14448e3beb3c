import { eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Executor } from '#server/db/client.ts';
import { attemptCounters } from '#server/db/schema/privacy.ts';
import { HOUR_MS } from '#shared/constants/time.ts';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AttemptLimiter {
  /** Counts one attempt for the key; when over budget, says how long until the window ends. */
  hit(key: string): Promise<LimitVerdict>;
  /** The verdict without counting (e.g. before checking a password). */
  check(key: string): Promise<LimitVerdict>;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

/**
 * A fixed-window counter per budget and key, kept in PostgreSQL (`attempt_counters`) so that every instance
 * spends the same budget: behind n instances an address still gets the limit once, not n times. One upsert a
 * hit, atomic under concurrency. It reads the injected clock so tests control time. @fastify/rate-limit lets
 * only one limit run per request, and sign-in needs two (address and account).
 */
export function createAttemptLimiter(options: {
  db: Executor;
  /** The budget's name: keys of different budgets never meet. */
  name: string;
  max: number;
  windowMs: number;
  clock: Clock;
}): AttemptLimiter {
  const { db, name, max, windowMs, clock } = options;
  const keyOf = (key: string) => `${name}:${key}`;

  function verdict(row: { count: number; windowEndsAt: Date } | undefined, counted: number, now: Date): LimitVerdict {
    if (!row || row.windowEndsAt <= now || counted < max) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000)),
    };
  }

  return {
    async hit(key) {
      const now = clock.now();
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const ended = sql`${attemptCounters.windowEndsAt} <= ${nowSql}`;
      const [row] = await db
        .insert(attemptCounters)
        .values({ key: keyOf(key), count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count: sql`CASE WHEN ${ended} THEN 1 ELSE ${attemptCounters.count} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${attemptCounters.windowEndsAt} END`,
          },
        })
        .returning({ count: attemptCounters.count, windowEndsAt: attemptCounters.windowEndsAt });
      // The verdict is the one before this attempt was counted.
      return verdict(row, (row?.count ?? 1) - 1, now);
    },
    async check(key) {
      const [row] = await db
        .select({ count: attemptCounters.count, windowEndsAt: attemptCounters.windowEndsAt })
        .from(attemptCounters)
        .where(eq(attemptCounters.key, keyOf(key)));
      return verdict(row, row?.count ?? 0, clock.now());
    },
    async reset(key) {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, keyOf(key)));
    },
  };
}

/** Windows that have ended count for nothing: the purge job deletes them. */
export async function purgeEndedAttemptWindows(db: Executor, now: Date): Promise<void> {
  await db.delete(attemptCounters).where(lte(attemptCounters.windowEndsAt, now));
}

/** The budget most routes want: so many attempts an hour, counted in the app's own database by its clock. */
export function hourlyLimiter(deps: { db: Executor; clock: Clock }, name: string, max: number): AttemptLimiter {
  return createAttemptLimiter({ db: deps.db, name, max, windowMs: HOUR_MS, clock: deps.clock });
}
