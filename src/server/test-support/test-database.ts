import { loadConfig } from '#server/config.ts';
import { migrationsFolder } from '#server/db/client.ts';
import { migrationsFingerprint } from '#server/db/pglite-template.ts';
import { openPgliteCopy, type PgliteCopy } from './pglite-template.ts';
import { openPostgresCopy, type PostgresCopy } from './postgres-template.ts';

export type TestDatabase = PgliteCopy | PostgresCopy;

/** Where a test database keeps its data at rest: the embedded database's folder, or the server database's URL. */
export type TestDatabaseLocation = TestDatabase['location'];

/**
 * A fresh, migrated database for one test file, so suites never see each other's rows: an embedded one by
 * default, or a new database on the PostgreSQL server named by DATABASE_URL. Either is a copy of a template
 * migrated once per set of migrations, and is deleted on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const target = loadConfig(process.env).database;
  const fingerprint = migrationsFingerprint(migrationsFolder);
  return target.kind === 'pglite' ? openPgliteCopy(fingerprint) : openPostgresCopy(target.url, fingerprint);
}
