import fs from 'node:fs';
import path from 'node:path';
import { max } from 'drizzle-orm';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { type Database, migrationsFolder } from '#server/db/client.ts';
import { sqlStateOf } from '#server/db/errors.ts';
import { ALWAYS_SERVED } from './load-shedding.ts';

/** Drizzle's own record of the migrations applied; `created_at` is the journal's `when` of each. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** The newest committed migration, read once: what this code expects the schema to be. */
export function committedMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const latest = journal.entries.at(-1)?.when;
  if (latest === undefined) throw new Error('the migrations journal has no entries');
  return latest;
}

/** A load balancer waits a few seconds for a probe: a hung database must be reported before that. */
const READINESS_TIMEOUT_MS = 2000;

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'database_unreachable' | 'database_timeout' | 'migrations_pending' | 'schema_newer' };

/**
 * Whether this instance can serve: the database answers within `timeoutMs`, and its schema is the one this code
 * was written for. A schema newer than ours means a newer release has migrated it: this instance should leave
 * the rotation rather than write to tables it does not know.
 */
export async function checkReadiness(db: Database, expected: number, timeoutMs: number): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: 'database_timeout' }), timeoutMs);
  });
  const checked = db
    .select({ latest: max(appliedMigrations.createdAt) })
    .from(appliedMigrations)
    .then(([row]): Readiness => {
      const latest = row?.latest == null ? null : Number(row.latest);
      if (latest === null || latest < expected) return { ready: false, reason: 'migrations_pending' };
      return latest > expected ? { ready: false, reason: 'schema_newer' } : { ready: true };
    })
    .catch(
      (error: unknown): Readiness =>
        // 42P01: no migrations table at all, a database nothing was applied to.
        sqlStateOf(error) === '42P01'
          ? { ready: false, reason: 'migrations_pending' }
          : { ready: false, reason: 'database_unreachable' },
    );
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz (the process serves) and GET /readyz (it can serve: see checkReadiness), for load balancers and
 * orchestrators. Polled every few seconds, so neither is logged unless it fails, and neither is ever shed.
 * Probes arriving while a check runs share it, so a hung database does not collect a queue of them.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Database; timeoutMs?: number }) {
  const expected = committedMigration();
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  let running: Promise<Readiness> | null = null;
  const options = { schema: { hide: true }, logLevel: 'warn', config: ALWAYS_SERVED } as const;

  app.get('/healthz', options, async () => ({ status: 'ok' }));

  app.get('/readyz', options, async (request, reply) => {
    running ??= checkReadiness(deps.db, expected, timeoutMs).finally(() => {
      running = null;
    });
    const readiness = await running;
    if (readiness.ready) return { status: 'ready' };
    request.log.warn({ reason: readiness.reason }, 'not ready');
    return reply.code(503).send({ status: 'not_ready', reason: readiness.reason });
  });
}
