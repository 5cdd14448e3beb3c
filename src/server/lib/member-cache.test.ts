import { describe, expect, it } from 'vitest';
import type { MemberChanges } from '#server/db/member-changes.ts';
import { createMemberCache } from './member-cache.ts';

/** Change notices under the test's control. */
function fakeChanges() {
  const listeners = new Set<(memberId: string | null) => void>();
  return {
    live: true as boolean,
    subscribe(listener: (memberId: string | null) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    settle: async () => undefined,
    close: async () => undefined,
    notify(memberId: string | null) {
      for (const listener of listeners) listener(memberId);
    },
    listeners,
  } satisfies MemberChanges & Record<string, unknown>;
}

function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const changes = fakeChanges();
  let time = 0;
  const cache = createMemberCache<{ member: string; n: number }>(changes, {
    ttlMs: options.ttlMs ?? 5000,
    maxEntries: options.maxEntries ?? 100,
    now: () => time,
  });
  let reads = 0;
  const read = (key: string, member = key) =>
    cache.get(
      key,
      async () => {
        reads += 1;
        return { member, n: reads };
      },
      (value) => value.member,
    );
  return {
    changes,
    cache,
    read,
    reads: () => reads,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('member cache', () => {
  it('reads once and reuses the value until its time is up', async () => {
    const t = setUp({ ttlMs: 5000 });
    expect(await t.read('a')).toEqual({ member: 'a', n: 1 });
    t.advance(4999);
    expect(await t.read('a')).toEqual({ member: 'a', n: 1 });
    t.advance(1);
    expect(await t.read('a')).toEqual({ member: 'a', n: 2 });
    expect(t.reads()).toBe(2);
  });

  it('forgets every entry of the member a notice names, and only theirs', async () => {
    const t = setUp();
    await t.read('session-1', 'maria');
    await t.read('session-2', 'maria');
    await t.read('session-3', 'john');
    t.changes.notify('maria');
    await t.read('session-1', 'maria');
    await t.read('session-2', 'maria');
    await t.read('session-3', 'john');
    expect(t.reads()).toBe(5);
  });

  it('forgets everything when notices may have been missed', async () => {
    const t = setUp();
    await t.read('a');
    await t.read('b');
    t.changes.notify(null);
    await t.read('a');
    await t.read('b');
    expect(t.reads()).toBe(4);
  });

  it('keeps nothing while notices are not arriving, nor with no time to keep', async () => {
    const t = setUp();
    t.changes.live = false;
    await t.read('a');
    await t.read('a');
    expect(t.reads()).toBe(2);

    const none = setUp({ ttlMs: 0 });
    await none.read('a');
    await none.read('a');
    expect(none.reads()).toBe(2);
  });

  /** Maria's entry, read slowly: `notify` arrives while the read is under way, then the read answers. */
  async function readWhileNoticed(notified: string) {
    const changes = fakeChanges();
    const cache = createMemberCache<string>(changes, { ttlMs: 5000, maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    const slow = cache.get(
      'a',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
      () => 'maria',
    );
    changes.notify(notified);
    release('first read');
    expect(await slow).toBe('first read');
    return cache.get(
      'a',
      async () => 'second read',
      () => 'maria',
    );
  }

  it('does not keep a value read while a notice arrived: it may predate the change', async () => {
    expect(await readWhileNoticed('maria')).toBe('second read');
  });

  it('keeps a value read while a notice about somebody else arrived', async () => {
    expect(await readWhileNoticed('john')).toBe('first read');
  });

  it('shares one read between requests for the same key at once', async () => {
    const t = setUp();
    const [first, second] = await Promise.all([t.read('a'), t.read('a')]);
    expect(first).toBe(second);
    expect(t.reads()).toBe(1);
  });

  it('never keeps null, and a failed read is tried again', async () => {
    const changes = fakeChanges();
    const cache = createMemberCache<string>(changes, { ttlMs: 5000, maxEntries: 10 });
    let reads = 0;
    const nothing = async () => {
      reads += 1;
      return null;
    };
    await cache.get('a', nothing, () => 'maria');
    await cache.get('a', nothing, () => 'maria');
    expect(reads).toBe(2);
    await expect(
      cache.get(
        'b',
        () => Promise.reject(new Error('down')),
        () => 'maria',
      ),
    ).rejects.toThrow('down');
    expect(
      await cache.get(
        'b',
        async () => 'up',
        () => 'maria',
      ),
    ).toBe('up');
  });

  it('drops the oldest entry beyond its size', async () => {
    const t = setUp({ maxEntries: 2 });
    await t.read('a');
    await t.read('b');
    await t.read('c');
    await t.read('b');
    await t.read('c');
    expect(t.reads()).toBe(3);
    await t.read('a');
    expect(t.reads()).toBe(4);
  });

  it('stops hearing notices once closed', () => {
    const t = setUp();
    expect(t.changes.listeners.size).toBe(1);
    t.cache.close();
    expect(t.changes.listeners.size).toBe(0);
  });
});
