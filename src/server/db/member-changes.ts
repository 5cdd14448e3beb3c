import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0013's triggers announce a member's changed rows on; the payload is their id. */
const CHANNEL = 'cp_member_changes';
/** A notice that never came back within this long means the listener is not hearing the database. */
const SETTLE_TIMEOUT_MS = 2000;
const RECONNECT_DELAY_MS = 1000;

/**
 * Which members' rows changed, whoever changed them and on whichever instance: what lets an instance keep a
 * member's session and figures in memory (lib/member-cache.ts) and still forget them the moment they change.
 */
export interface MemberChanges {
  /**
   * Calls `listener` with a member's id when their rows changed, and with null when notices may have been missed
   * (the connection dropped): everything kept must then be forgotten.
   */
  subscribe(listener: (memberId: string | null) => void): () => void;
  /** Whether notices are arriving now: while they are not, nothing may be kept. */
  readonly live: boolean;
  /**
   * Resolves once every change committed before the call has reached this instance's listeners, so the response
   * to a change is sent only after this instance has forgotten what the change made stale.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

function createListeners() {
  const listeners = new Set<(memberId: string | null) => void>();
  return {
    subscribe(listener: (memberId: string | null) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(memberId: string | null) {
      for (const listener of listeners) listener(memberId);
    },
  };
}

/** The embedded database is this process's own: a commit calls the listeners before it resolves. */
export async function pgliteMemberChanges(client: PGlite): Promise<MemberChanges> {
  const listeners = createListeners();
  const unlisten = await client.listen(CHANNEL, (payload) => listeners.emit(payload));
  return {
    subscribe: listeners.subscribe,
    live: true,
    settle: async () => undefined,
    close: unlisten,
  };
}

/**
 * One connection outside the pool LISTENs; if it drops, everything kept is forgotten and nothing is kept until
 * it is back. `settle` sends a notice of its own after the changes and waits for it: PostgreSQL delivers notices
 * in commit order, so when it arrives, every change committed before it has arrived too.
 */
export async function postgresMemberChanges(url: string, onError: (error: unknown) => void): Promise<MemberChanges> {
  const listeners = createListeners();
  const settleChannel = `cp_settle_${randomBytes(8).toString('hex')}`;
  const waiting = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const lose = () => {
    const wasLive = live;
    live = false;
    if (wasLive) listeners.emit(null);
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  };

  /** Forgets everything, closes the connection even if it went silent, and listens again shortly. */
  const drop = (connection: pg.Client, error?: unknown) => {
    if (client !== connection) return;
    client = null;
    if (error) onError(error);
    lose();
    connection.end().catch(() => undefined);
    // A silent peer never answers end()'s goodbye: the socket itself is closed.
    (connection as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    if (!closed) scheduleReconnect();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) listeners.emit(message.payload);
      else if (message.channel === settleChannel && message.payload) {
        waiting.get(message.payload)?.();
        waiting.delete(message.payload);
      }
    });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      await next.query(`LISTEN ${settleChannel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    // Whatever changed while nobody listened is unknown: start from nothing.
    listeners.emit(null);
    live = true;
  };

  const scheduleReconnect = () => {
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().catch((error: unknown) => {
        onError(error);
        if (!closed) scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  };

  await connect();

  return {
    subscribe: listeners.subscribe,
    get live() {
      return live;
    },
    async settle() {
      const current = client;
      if (!live || !current) return;
      const nonce = randomBytes(8).toString('hex');
      const arrived = new Promise<void>((resolve) => waiting.set(nonce, resolve));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), SETTLE_TIMEOUT_MS);
      });
      // The query itself may never return from a silent connection: the time limit covers it too.
      const heard = current.query('SELECT pg_notify($1, $2)', [settleChannel, nonce]).then(() => arrived);
      try {
        if ((await Promise.race([heard, timedOut])) === 'timeout') {
          drop(current, new Error('a change notice did not come back in time; nothing is kept until it does'));
        }
      } catch (error) {
        drop(current, error);
      } finally {
        clearTimeout(timer);
        waiting.delete(nonce);
      }
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      lose();
      await current?.end().catch(() => undefined);
    },
  };
}

/** For an app built without a database handle (a few tests): no notices, so nothing is ever kept. */
export const noMemberChanges: MemberChanges = {
  subscribe: () => () => undefined,
  live: false,
  settle: async () => undefined,
  close: async () => undefined,
};
