import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';

/**
 * Each suite's database on the PostgreSQL server is a copy (CREATE DATABASE … TEMPLATE) of one migrated once per
 * set of migrations, which is much cheaper than running every migration per suite. One advisory lock on the
 * server's database serialises building, copying and dropping templates across workers and concurrent runs.
 */
// Any fixed number other than the app's own lock keys.
const TEMPLATE_LOCK_KEY = 725_101;
const TEMPLATE_PREFIX = 'cp_template_';
/** Another checkout's template (other migrations) is dropped once it is this old, not while that checkout runs. */
const STALE_MS = 24 * 60 * 60 * 1000;

/** A suite's own database on the server, which it reads raw at its URL and which is dropped on close. */
export interface PostgresCopy extends DatabaseHandle {
  location: { kind: 'postgres'; url: string };
}

export async function openPostgresCopy(serverUrl: string, migrationsFingerprint: string): Promise<PostgresCopy> {
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const template = await ensureTemplate(admin, serverUrl, `${TEMPLATE_PREFIX}${migrationsFingerprint}`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    // Ending the session releases the lock.
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url }).catch(async (error: unknown) => {
    await dropDatabase(serverUrl, name);
    throw error;
  });
  return {
    ...handle,
    location: { kind: 'postgres', url },
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Called under the lock: answers the template's name once it exists, migrated and nobody connected to it. */
async function ensureTemplate(admin: pg.Client, serverUrl: string, template: string): Promise<string> {
  const { rows } = await admin.query<{ name: string; note: string | null }>(
    `SELECT datname AS name, shobj_description(oid, 'pg_database') AS note FROM pg_database
     WHERE starts_with(datname, $1)`,
    [TEMPLATE_PREFIX],
  );
  for (const row of rows) {
    if (row.name !== template && isStale(row.note)) await admin.query(`DROP DATABASE IF EXISTS ${row.name}`);
  }
  const current = rows.find((row) => row.name === template);
  if (current?.note?.startsWith('ready')) return template;
  // Absent, or left half-built by a run that was killed: (re)build it.
  if (current) await admin.query(`DROP DATABASE ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.query(`COMMENT ON DATABASE ${template} IS 'building ${new Date().toISOString()}'`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template) });
  await handle.close();
  // PostgreSQL refuses to copy a database someone is connected to: wait until the migration's sessions have gone,
  // and refuse any new one.
  await waitUntilNobodyConnected(admin, template);
  await admin.query(`ALTER DATABASE ${template} ALLOW_CONNECTIONS false`);
  await admin.query(`COMMENT ON DATABASE ${template} IS 'ready ${new Date().toISOString()}'`);
  return template;
}

function isStale(note: string | null): boolean {
  const madeAt = Date.parse(note?.split(' ')[1] ?? '');
  return Number.isNaN(madeAt) || Date.now() - madeAt > STALE_MS;
}

async function dropDatabase(serverUrl: string, name: string) {
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  try {
    // pg's pool.end() resolves before its clients have finished disconnecting; forcing the drop while they still
    // are would kill them mid-goodbye (an unhandled 57P01). Wait for them to leave first.
    await waitUntilNobodyConnected(dropper, name);
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await dropper.end();
  }
}

async function waitUntilNobodyConnected(client: pg.Client, name: string) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
