import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '#server/config.ts';
import { openPgliteCopy, type PgliteCopy } from './pglite-template.ts';
import { openPostgresCopy, type PostgresCopy } from './postgres-template.ts';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

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
  const fingerprint = migrationsFingerprint();
  return target.kind === 'pglite' ? openPgliteCopy(fingerprint) : openPostgresCopy(target.url, fingerprint);
}

/** Names the schema the migrations build: a template made by other migrations is never copied. */
export function migrationsFingerprint(folder = migrationsFolder): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(folder, name));
  for (const file of [...files, path.join(folder, 'meta', '_journal.json')]) {
    hash.update(path.basename(file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
