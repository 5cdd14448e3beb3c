import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { pino } from 'pino';
import { systemClock } from '../src/server/clock.ts';
import { loadConfig } from '../src/server/config.ts';
import { createCipher } from '../src/server/crypto/cipher.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { settleDueSubscriptions } from '../src/server/features/allowance/index.ts';
import { runNotificationPass } from '../src/server/features/notifications/index.ts';
import { purgeStaleDrafts } from '../src/server/features/onboarding/index.ts';
import { runDisposal } from '../src/server/features/privacy/index.ts';
import { purgeEndedAttemptWindows } from '../src/server/lib/attempt-limiter.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { appCommand, createDatabase, createRun, runThenExit, type Server, startServer } from './processes.ts';
import { BENCH_ENCRYPTION_KEY, BENCH_PASSWORD, type ScaleSeed, seedScale } from './seed-members.ts';
import { quantile } from './stats.ts';

/**
 * Issue 30's scale bench: how the product holds as members grow. For each size a fresh PostgreSQL database is
 * seeded (bench/seed-members.ts: reports, tradelines, disputes, letters, plans, payments, notifications, audit
 * rows), the compiled server is started on it with the member cache off, and this prints p50/p99 of sign-in, the
 * cold dashboard (each request another member), the admin searches and lists, the audit-log page and the CSV
 * export (with the server's RSS before, at its peak and after), then one run of each time-driven job, beside a
 * same-run baseline (a `select 1` round trip, and a bare Fastify hello-world through the same client) and the
 * machine's load average. The database is dropped afterwards. Figures, not a test: nothing here fails on a slow
 * answer, only on an answer that is not 2xx.
 *
 *   npm run build   # the compiled server; without it the transpiled sources run, and the bench says so
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/scale.ts
 *   SCALE_SIZES=1000,10000 DATABASE_URL=... npx tsx bench/scale.ts    # default 1000,10000,100000
 *
 * DATABASE_URL only names the server: each size gets a database of its own (cp_scale_…), never that one.
 *
 * The jobs are timed in this process, against the same database, after the server has stopped: the server is
 * started with JOB_INTERVAL_SECONDS of a day so no job of its own runs during the requests, and the job functions
 * are the ones start-jobs.ts runs (the charge sweep is left out: it exists only with Stripe configured, and
 * reconcile_mailings only with Lob). The first run finds what the seed left due; the second, straight after, is
 * a sweep with nothing new, as most of the server's 30-second ticks are.
 */
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.log('scale: skipped (set DATABASE_URL to a PostgreSQL server; see the top of bench/scale.ts)');
  process.exit(0);
}
const SIZES = (process.env.SCALE_SIZES ?? '1000,10000,100000').split(',').map((size) => {
  const count = Number(size.trim().replace(/k$/i, '000'));
  if (!Number.isInteger(count) || count < 1) throw new Error(`SCALE_SIZES: ${size} is not a number of members`);
  return count;
});

const START_TIMEOUT_MS = 300_000;
/** Substrings of names and emails the admin searches for, in turn (bench/seed-members.ts draws the names). */
const SEARCHES = ['lope', 'mart', 'son', 'ria', 'harr', 'gonz', 'elena', 'dav', '.42', 'torr'];

const run = createRun('bench-scale-');

/** A measured row of the table: latencies in milliseconds. */
interface Row {
  what: string;
  n: number;
  concurrency: number;
  p50: number;
  p99: number;
  perSecond: number;
  note?: string;
}

/** `n` calls of `call(i)` by `concurrency` workers; each call's time, from start to the whole answer read. */
async function measure(what: string, n: number, concurrency: number, call: (i: number) => Promise<void>): Promise<Row> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < n; i = next++) {
        const t = performance.now();
        await call(i);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const row = { what, n, concurrency, p50: quantile(times, 0.5), p99: quantile(times, 0.99), perSecond: n / seconds };
  console.log(`  ${what}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms`);
  return row;
}

/** One request; anything but a 2xx stops the bench, with what the server said. */
async function request(origin: string, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${origin}${url}`, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}
const drain = async (response: Promise<Response>) => {
  await (await response).arrayBuffer();
};
const cookie = (token: string) => ({ headers: { cookie: `cp_session=${token}` } });

function rssKbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** The CSV export, run after run: time, size, and the server's RSS before, at its peak (sampled) and after. */
async function measureExport(server: Server, adminToken: string, runs: number): Promise<Row> {
  const before = rssKbOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKbOf(server.pid));
  }, 20);
  let bytes = 0;
  const row = await measure('CSV export of every member', runs, 1, async () => {
    const body = await (await request(server.origin, '/api/admin/client-records/export', cookie(adminToken))).text();
    bytes = Buffer.byteLength(body);
  });
  clearInterval(sampler);
  await sleep(2_000);
  const after = rssKbOf(server.pid);
  row.note = `${(bytes / 1024 / 1024).toFixed(1)} MB of CSV; server RSS ${mb(before)} before, ${mb(peak)} peak, ${mb(after)} 2 s after`;
  console.log(`    ${row.note}`);
  return row;
}

async function measureRequests(server: Server, seed: ScaleSeed, members: number): Promise<Row[]> {
  const { origin } = server;
  const admin = cookie(seed.adminToken);
  const rows: Row[] = [];
  const signIns = Math.min(members, 100);
  rows.push(
    await measure('sign-in (password, another member each)', signIns, 4, (i) => {
      const member = Math.floor((i * members) / signIns);
      return drain(
        request(origin, '/api/auth/password/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: seed.emails[member], password: BENCH_PASSWORD }),
        }),
      );
    }),
  );
  const dashboards = Math.min(members, 2_000);
  rows.push(
    await measure('cold dashboard (another member each)', dashboards, 10, (i) =>
      drain(
        request(origin, '/api/dashboard/stats', cookie(seed.sessions[Math.floor((i * members) / dashboards)] ?? '')),
      ),
    ),
  );
  const search = (i: number) => encodeURIComponent(SEARCHES[i % SEARCHES.length] ?? '');
  rows.push(
    await measure('admin users search (substring)', 50, 1, (i) =>
      drain(request(origin, `/api/admin/users?search=${search(i)}`, admin)),
    ),
  );
  rows.push(
    await measure('admin users list, page 1 to 20', 40, 1, (i) =>
      drain(request(origin, `/api/admin/users?page=${1 + (i % 20)}`, admin)),
    ),
  );
  rows.push(
    await measure('admin client-records search (substring)', 50, 1, (i) =>
      drain(request(origin, `/api/admin/client-records?search=${search(i)}`, admin)),
    ),
  );
  rows.push(
    await measure('audit-log page, page 1 to 20', 40, 1, (i) =>
      drain(request(origin, `/api/admin/audit-log?page=${1 + (i % 20)}`, admin)),
    ),
  );
  // The export of a large size takes long enough that one run says it.
  rows.push(await measureExport(server, seed.adminToken, members >= 50_000 ? 1 : 3));
  return rows;
}

/** The baseline of the same run: a bare round trip to the database, and Fastify's hello-world through this client. */
async function measureBaseline(databaseUrl: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const selectOne = await measure('baseline: select 1 round trip', 500, 1, async () => {
    await client.query('select 1');
  });
  await client.end();
  const hello = await startServer(run, 'hello-world', ['bench/hello-world.mjs'], {}, START_TIMEOUT_MS);
  const helloRow = await measure('baseline: hello-world GET /', 2_000, 10, () => drain(request(hello.origin, '/')));
  await hello.stop();
  return [selectOne, helloRow];
}

/** One run of each job start-jobs.ts schedules (but the Stripe and Lob ones), twice, in this process. */
async function measureJobs(databaseUrl: string): Promise<Row[]> {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
    DATA_DIR: path.join(run.workDir, 'jobs'),
  });
  const handle = await openDatabase(config.database);
  const { db } = handle;
  const cipher = createCipher(Buffer.from(BENCH_ENCRYPTION_KEY, 'base64'));
  const mailer = createMailer(config.mail, () => undefined);
  const log = pino({ level: 'silent' });
  const clock = systemClock;
  const count = async (table: string) =>
    Number(((await db.execute(`select count(*)::int as n from ${table}`)) as { rows: { n: number }[] }).rows[0]?.n);
  const jobs: { name: string; run: () => Promise<string> }[] = [
    {
      name: 'settle_subscriptions',
      run: async () => `${await settleDueSubscriptions(db, cipher, clock.now())} settled`,
    },
    {
      name: 'purge_onboarding_drafts',
      run: async () => {
        const purged = await purgeStaleDrafts(db, clock.now());
        await purgeEndedAttemptWindows(db, clock.now());
        return `${purged} drafts purged`;
      },
    },
    {
      name: 'notifications',
      run: async () => {
        const before = await count('notifications');
        await runNotificationPass({ db, mailer, config, clock, log });
        return `${(await count('notifications')) - before} notifications made`;
      },
    },
    {
      name: 'dispose_inactive_accounts',
      run: async () => {
        const before = await count('users');
        const started = new Date();
        await runDisposal({ db, clock, cipher, stripe: null, lob: null, config, mailer, log });
        const warned = await count(`users where inactivity_warned_at >= '${started.toISOString()}'`);
        return `${warned} members warned, ${before - (await count('users'))} accounts purged`;
      },
    },
  ];
  const rows: Row[] = [];
  try {
    for (const job of jobs) {
      for (const which of ['first run', 'second run'] as const) {
        let note = '';
        const row = await measure(`job ${job.name}, ${which}`, 1, 1, async () => {
          note = await job.run();
        });
        rows.push({ ...row, note });
        console.log(`    ${note}`);
      }
    }
  } finally {
    mailer.close();
    await handle.close();
  }
  return rows;
}

function printTable(members: number, seedSeconds: number, rows: Row[], load: number[]) {
  const cell = (value: number) => value.toFixed(value < 10 ? 2 : value < 1_000 ? 1 : 0);
  console.log(
    `\n## ${members.toLocaleString('en-US')} members (seeded in ${seedSeconds.toFixed(1)} s); load average ${load
      .map((value) => value.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)\n`,
  );
  console.log('| measure | n | c | p50 ms | p99 ms | req/s | notes |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const perSecond = row.n > 1 ? Math.round(row.perSecond).toLocaleString('en-US') : '';
    console.log(
      `| ${row.what} | ${row.n} | ${row.concurrency} | ${cell(row.p50)} | ${cell(row.p99)} | ${perSecond} | ${row.note ?? ''} |`,
    );
  }
}

async function benchSize(members: number, serverUrl: string, command: string[]) {
  console.log(`\n# ${members.toLocaleString('en-US')} members`);
  const database = await createDatabase(run, serverUrl, 'cp_scale');
  const seeding = performance.now();
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
  const seed = await seedScale(handle.db, {
    members,
    now: new Date(),
    onProgress: (done) => {
      if (done < members) console.log(`  seeded ${done.toLocaleString('en-US')}`);
    },
  });
  // The state autovacuum brings tables this size to within a minute of the seed (visibility map and statistics),
  // made certain before the first request rather than left to race with it.
  await handle.db.execute('vacuum analyze');
  await handle.close();
  const seedSeconds = (performance.now() - seeding) / 1000;
  console.log(`  seeded in ${seedSeconds.toFixed(1)} s`);

  const baseline = await measureBaseline(database.url);
  const server = await startServer(
    run,
    `app-${members}`,
    command,
    {
      NODE_ENV: 'development',
      // As production logs (info), in development mode: production would demand SMTP and a public URL.
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(run.workDir, `data-${members}`),
      DATABASE_URL: database.url,
      ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
      SEED_DEMO: 'false',
      SESSION_CACHE_SECONDS: '0',
      JOB_INTERVAL_SECONDS: '86400',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    },
    START_TIMEOUT_MS,
  );
  const requests = await measureRequests(server, seed, members);
  await server.stop();
  const jobs = await measureJobs(database.url);
  printTable(members, seedSeconds, [...baseline, ...requests, ...jobs], os.loadavg());
  await database.drop();
}

await runThenExit(run, async () => {
  const command = appCommand();
  for (const members of SIZES) await benchSize(members, DATABASE_URL, command);
  return 0;
});
