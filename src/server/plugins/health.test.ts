import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { checkReadiness, registerHealthRoutes } from './health.ts';

const t = setUpTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the probes', () => {
  it('answer that the process serves and that its database is ready, without a session', async () => {
    const alive = await get('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('are not logged while all is well (they are polled)', async () => {
    await get('/healthz');
    await get('/readyz');
    await get('/api/auth/user');
    expect(t.logs()).toContain('"url":"/api/auth/user"');
    expect(t.logs()).not.toMatch(/"url":"\/(healthz|readyz)"/);
  });

  it('answer not ready while the newest committed migration is not applied, and ready again once it is', async () => {
    const deleted = (await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    const [newest] = deleted.rows;
    try {
      const pending = await get('/readyz');
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'not_ready', reason: 'migrations_pending' });
      expect(t.logs()).toContain('"reason":"migrations_pending"');
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest?.hash}, ${newest?.created_at}::bigint)`,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('answer not ready when a newer release has migrated the database past this code', async () => {
    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) select 'newer', max(created_at) + 1 from drizzle.__drizzle_migrations`,
    );
    try {
      const newer = await get('/readyz');
      expect(newer.statusCode).toBe(503);
      expect(newer.json()).toEqual({ status: 'not_ready', reason: 'schema_newer' });
    } finally {
      await t.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
    }
  });
});

describe('readiness without a working database', () => {
  it('is refused once the database is closed, while the process still says it is alive', async () => {
    const database = await openTestDatabase();
    const app = Fastify();
    registerHealthRoutes(app, { db: database.db });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await database.close();
    const closed = await app.inject({ method: 'GET', url: '/readyz' });
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toEqual({ status: 'not_ready', reason: 'database_unreachable' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });

  it('is refused quickly when the database does not answer, and probes meanwhile share the one check', async () => {
    let queries = 0;
    const hung = {
      select: () => {
        queries += 1;
        return { from: () => new Promise(() => undefined) };
      },
    } as unknown as Database;
    const app = Fastify();
    registerHealthRoutes(app, { db: hung, timeoutMs: 50 });
    const started = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/readyz' })));
    expect(Date.now() - started).toBeLessThan(1000);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not_ready', reason: 'database_timeout' });
    }
    expect(queries).toBe(1);
    await app.close();
  });

  it('tells a database without migrations from one that is unreachable', async () => {
    const database = await openTestDatabase();
    await database.db.execute(sql`drop schema drizzle cascade`);
    expect(await checkReadiness(database.db, 1, 1000)).toEqual({ ready: false, reason: 'migrations_pending' });
    await database.close();
  });
});
