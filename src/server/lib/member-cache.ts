import type { MemberChanges } from '#server/db/member-changes.ts';

export interface MemberCacheOptions {
  /** How long an entry may be reused: the bound on a change whose notice never came. 0 keeps nothing. */
  ttlMs: number;
  /** The oldest entries go first beyond this many. */
  maxEntries: number;
  /** Monotonic milliseconds; tests pass their own. */
  now?: () => number;
}

/**
 * What an instance keeps between requests about a member (their session, their dashboard figures), forgotten the
 * moment a change notice names them (db/member-changes.ts), after `ttlMs` at the latest, and never kept while
 * notices are not arriving.
 */
export interface MemberCache<V> {
  /**
   * The value kept under `key`, else `load`'s, kept for the member `memberOf` names unless a change notice arrived
   * while it loaded (it may have been read before that change). Null is never kept. Loads of one key at once
   * share one read.
   */
  get<R extends V | null>(key: string, load: () => Promise<R>, memberOf: (value: V) => string): Promise<R>;
  /** Stops hearing notices (the app is closing). */
  close(): void;
}

interface Entry<V> {
  memberId: string;
  value: V;
  storedAt: number;
}

export function createMemberCache<V>(changes: MemberChanges, options: MemberCacheOptions): MemberCache<V> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry<V>>();
  const keysOf = new Map<string, Set<string>>();
  const loading = new Map<string, { generation: number; value: Promise<V | null> }>();
  // Every notice moves it on, and is remembered for its member: a load of theirs that began before it may hold
  // what it made stale. A notice about everything (or forgetting who was noticed) moves `resetAt`.
  let generation = 0;
  let resetAt = 0;
  const noticedAt = new Map<string, number>();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.memberId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.memberId);
  };

  const store = (key: string, memberId: string, value: V) => {
    remove(key);
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) remove(oldest.value);
    }
    entries.set(key, { memberId, value, storedAt: now() });
    const keys = keysOf.get(memberId) ?? new Set<string>();
    keys.add(key);
    keysOf.set(memberId, keys);
  };

  const unsubscribe = changes.subscribe((memberId) => {
    generation += 1;
    // A read under way may be about this member: the next request reads again rather than share it.
    loading.clear();
    if (memberId === null || noticedAt.size >= options.maxEntries) {
      resetAt = generation;
      noticedAt.clear();
    }
    if (memberId === null) {
      entries.clear();
      keysOf.clear();
      return;
    }
    noticedAt.set(memberId, generation);
    for (const key of keysOf.get(memberId) ?? []) entries.delete(key);
    keysOf.delete(memberId);
  });
  const unchangedSince = (memberId: string, startedAt: number) =>
    startedAt >= resetAt && (noticedAt.get(memberId) ?? 0) <= startedAt;

  const keeping = () => options.ttlMs > 0 && changes.live;

  return {
    async get<R extends V | null>(key: string, load: () => Promise<R>, memberOf: (value: V) => string) {
      if (!keeping()) return load();
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < options.ttlMs) return entry.value as R;
      if (entry) remove(key);
      const pending = loading.get(key);
      if (pending?.generation === generation) return pending.value as Promise<R>;
      const startedAt = generation;
      const value: Promise<V | null> = load().then((loaded) => {
        if (loading.get(key)?.value === value) loading.delete(key);
        if (loaded !== null && keeping() && unchangedSince(memberOf(loaded), startedAt)) {
          store(key, memberOf(loaded), loaded);
        }
        return loaded;
      });
      loading.set(key, { generation: startedAt, value });
      // A failed read is not kept either: the next request tries again.
      value.catch(() => {
        if (loading.get(key)?.value === value) loading.delete(key);
      });
      return value as Promise<R>;
    },
    close: unsubscribe,
  };
}
