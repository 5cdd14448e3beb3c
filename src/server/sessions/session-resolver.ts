import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import type { MemberChanges } from '#server/db/member-changes.ts';
import { createMemberCache } from '#server/lib/member-cache.ts';
import {
  ACTIVITY_INTERVAL_MS,
  type FoundSession,
  prepareSessionLookup,
  recordActivity,
  touchSession,
} from './session-queries.ts';
import { hashSessionToken } from './session-token.ts';

/** How stale "last active" may get before a request writes it again. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** Signed-in sessions one instance keeps at most (a few hundred bytes each). */
const MAX_KEPT_SESSIONS = 50_000;

export interface SessionResolverDeps {
  db: Database;
  clock: Clock;
  changes: MemberChanges;
  /** How long a resolved session may be reused (config.memberCacheMs). */
  cacheMs: number;
}

/**
 * Resolves a session cookie to its session and user. A signed-in request is the app's hot path, so an instance
 * reuses what it resolved for a few seconds; a sign-out, a password change or a change of role anywhere deletes
 * or changes the rows, and migration 0013's notice makes every instance forget them (decision 013).
 */
export interface SessionResolver {
  resolve(token: string): Promise<FoundSession | null>;
  close(): void;
}

export function createSessionResolver(deps: SessionResolverDeps): SessionResolver {
  const cache = createMemberCache<FoundSession>(deps.changes, { ttlMs: deps.cacheMs, maxEntries: MAX_KEPT_SESSIONS });
  const findSession = prepareSessionLookup(deps);
  return {
    async resolve(token) {
      const idHash = hashSessionToken(token);
      const found = await cache.get(
        idHash,
        () => findSession(idHash),
        (kept) => kept.user.id,
      );
      const now = deps.clock.now();
      // A kept session still ends at its time, to the millisecond.
      if (!found || found.session.expiresAt <= now) return null;
      const seen = found.session.lastSeenAt;
      if (!seen || now.getTime() - seen.getTime() > TOUCH_INTERVAL_MS) {
        // The kept copy is updated too: "last active" alone sends no notice, and must not be written again.
        found.session.lastSeenAt = now;
        await touchSession(deps, found.session.publicId, now);
      }
      // The member's "last use", which disposal counts from: read from what was resolved, written once an hour.
      const active = found.user.lastActiveAt;
      if (!active || now.getTime() - active.getTime() >= ACTIVITY_INTERVAL_MS) {
        found.user.lastActiveAt = now;
        found.user.inactivityWarnedAt = null;
        await recordActivity(deps.db, found.user.id, now);
      }
      return found;
    },
    close: cache.close,
  };
}
