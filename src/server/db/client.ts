import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';

export type Database = PgDatabase<PgQueryResultHKT>;
/** What a `db.transaction` callback receives; queries that must run inside one take it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: queries that work inside or outside a transaction take this. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Flushes and closes; after it the data folder is safe to copy or reopen. */
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: it only has to be the same in every instance that migrates this database.
const MIGRATION_LOCK_KEY = 725_001;

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async close() {
      if (client.closed) return;
      // PGlite writes pages lazily: a checkpoint makes the folder whole before the process ends.
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
}
