import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again on close), so suites never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const target = loadConfig(process.env).database;
  if (target.kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null });

  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: target.url });
      await dropper.connect();
      // pg's pool.end() resolves before its clients have finished disconnecting; forcing the drop while they
      // still are would kill them mid-goodbye (an unhandled 57P01). Wait for them to leave first.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await dropper.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
