import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '#server/config.ts';
import { type MemberChanges, pgliteMemberChanges, postgresMemberChanges } from './member-changes.ts';
import { copyPgliteTemplate } from './pglite-template.ts';

export type Database = PgDatabase<PgQueryResultHKT>;
/** What a `db.transaction` callback receives; queries that must run inside one take it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: queries that work inside or outside a transaction take this. */
export type Executor = Database | Transaction;

/**
 * Works through rows a batch per transaction until a batch finds none: `batch` claims some rows (with SKIP LOCKED,
 * so instances starting together share the rows instead of waiting on each other or handling one twice), handles
 * them and answers how many. Start-up uses it to seal rows written before a column was sealed. Answers how many
 * rows this call handled.
 */
export async function inBatches(db: Database, batch: (tx: Transaction) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await db.transaction(batch);
    if (handled === 0) return total;
    total += handled;
  }
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Which members' rows changed, on any instance (migration 0013's notices). */
  changes: MemberChanges;
  /**
   * Runs `work` unless another instance is running work under the same key (an advisory lock held for the
   * run); answers whether it ran. The embedded database has one process, which the data folder's lock ensures.
   */
  runAlone(key: number, work: () => Promise<void>): Promise<boolean>;
  /** The pool's connections, for the metrics; null for the embedded database, which has one. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Flushes and closes; after it the data folder is safe to copy or reopen. */
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** The build leaves the embedded database's template beside the bundle, as it does the migrations. */
const pgliteTemplatesFolder = fileURLToPath(new URL('.', import.meta.url));
// Any fixed number: it only has to be the same in every instance that migrates this database.
const MIGRATION_LOCK_KEY = 725_001;

/**
 * Opens the database and brings its schema up to date with the committed migrations. `onError` hears what
 * goes wrong later in the background (the change listener's connection).
 */
export async function openDatabase(
  target: DatabaseTarget,
  onError: (error: unknown) => void = () => undefined,
): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url, target.poolSize, onError);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  // A new data folder starts as the build's migrated template (when there is one for these migrations), which the
  // migrations below then find current.
  if (dataDir) copyPgliteTemplate(dataDir, pgliteTemplatesFolder, migrationsFolder);
  // pg_trgm: the admin searches' indexes (migration 0020).
  const options = { extensions: { pg_trgm } };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  const changes = await pgliteMemberChanges(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    changes,
    runAlone: async (_key, work) => {
      await work();
      return true;
    },
    poolStats: () => null,
    async close() {
      if (client.closed) return;
      await changes.close();
      // PGlite writes pages lazily: a checkpoint makes the folder whole before the process ends.
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize = 10, onError: (error: unknown) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg({ client: pool });
  // Several app instances may start at once; only one may migrate at a time.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  const changes = await postgresMemberChanges(url, onError);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    changes,
    async runAlone(key, work) {
      const client = await pool.connect();
      let broken = false;
      try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
        if (!rows[0]?.locked) return false;
        try {
          await work();
        } finally {
          // A lock that could not be released goes with its connection, which the pool then closes.
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {
            broken = true;
          });
        }
        return true;
      } finally {
        client.release(broken);
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await changes.close();
      await pool.end();
    },
  };
}
