import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { migrationsFingerprint } from '#server/db/pglite-template.ts';
import { users } from '#server/db/schema/users.ts';
import { openPostgresCopy } from './postgres-template.ts';
import { openTestDatabase } from './test-database.ts';

const journal = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url)), 'utf8'),
) as { entries: unknown[] };

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function insertMember(handle: DatabaseHandle, email: string): Promise<string> {
  const now = new Date();
  const [row] = await handle.db
    .insert(users)
    .values({ email, firstName: 'Tess', lastName: 'Template', createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  if (!row) throw new Error('no row');
  return row.id;
}

describe('the test databases, copies of one migrated template', () => {
  let one: DatabaseHandle;
  let two: DatabaseHandle;
  beforeAll(async () => {
    [one, two] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
  });

  it('arrive with every migration applied and no rows', async () => {
    for (const handle of [one, two]) {
      const [applied] = await rowsOf<{ n: number }>(
        handle,
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBe(journal.entries.length);
      expect(await handle.db.select().from(users)).toEqual([]);
    }
  });

  it('never share rows', async () => {
    await insertMember(one, 'only.in.one@example.com');
    expect(await two.db.select().from(users)).toEqual([]);
  });

  it('announce a member’s changed rows on the change feed', async () => {
    const memberId = await insertMember(two, 'noticed@example.com');
    const heard: (string | null)[] = [];
    const unsubscribe = two.changes.subscribe((id) => heard.push(id));
    await two.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, memberId));
    await two.changes.settle();
    unsubscribe();
    expect(heard).toContain(memberId);
  });

  it('are named after the migrations they were built from', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-migrations-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, '0000_a.sql'), 'CREATE TABLE a (id int);');
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), '{}');
    const before = migrationsFingerprint(folder);
    fs.writeFileSync(path.join(folder, '0001_b.sql'), 'CREATE TABLE b (id int);');
    expect(migrationsFingerprint(folder)).not.toBe(before);
    fs.rmSync(folder, { recursive: true });
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('the templates on a PostgreSQL server', () => {
  const url = serverUrl ?? '';
  const admin = new pg.Client({ connectionString: url });
  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  const names = async () =>
    (
      await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'cp\\_template\\_%'`)
    ).rows
      .map((row) => row.datname)
      .sort();

  it('drop another set of migrations’ template a day old, keep a recent one, and rebuild a half-built one', async () => {
    const old = 'cp_template_test0ld0000000000';
    const recent = 'cp_template_test4ecent0000000';
    const halfBuilt = 'test4alfbu1lt000';
    await admin.query(`CREATE DATABASE ${old}`);
    await admin.query(`COMMENT ON DATABASE ${old} IS 'ready ${new Date(Date.now() - 25 * 3600_000).toISOString()}'`);
    await admin.query(`CREATE DATABASE ${recent}`);
    await admin.query(`COMMENT ON DATABASE ${recent} IS 'ready ${new Date().toISOString()}'`);
    await admin.query(`CREATE DATABASE cp_template_${halfBuilt}`);
    await admin.query(`COMMENT ON DATABASE cp_template_${halfBuilt} IS 'building ${new Date().toISOString()}'`);
    try {
      const copy = await openPostgresCopy(url, halfBuilt);
      const [applied] = await rowsOf<{ n: number }>(
        copy,
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      await copy.close();
      expect(applied?.n).toBe(journal.entries.length);
      expect(await names()).not.toContain(old);
      expect(await names()).toContain(recent);
    } finally {
      for (const name of [old, recent, `cp_template_${halfBuilt}`]) {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      }
    }
  });
});
