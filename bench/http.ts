import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '../src/server/db/client.ts';
import { SESSION_COOKIE } from '../src/server/plugins/sessions.ts';
import { appCommand, createDatabase, createRun, runThenExit, startServer } from './processes.ts';
import { BENCH_ENCRYPTION_KEY, seedScale } from './seed-members.ts';
import { quantile } from './stats.ts';

/**
 * Issues 18 and 30's targets, measured as the issues measured them: a bare Fastify hello-world and then the app,
 * each a server process of its own, driven by autocannon from this one, in the same run. The app runs on its
 * embedded database and, when DATABASE_URL is set, on a fresh database of that PostgreSQL server, both seeded
 * with MEMBERS signed-in members (seed-members.ts: reports, disputes, plans), and each request is the next
 * member's. Each database is measured twice: with the member cache as shipped (SESSION_CACHE_SECONDS 5, the hot
 * path) and with it off (0: every request is cold, as most of a real member's requests are).
 * The figures are the output: a missed target does not fail the bench, an answer other than 2xx or 429 does.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
if (!Number.isInteger(SECONDS) || SECONDS < 1) throw new Error('BENCH_SECONDS must be a whole number of seconds');
const WARM_UP_SECONDS = 2;
const CONNECTIONS = [10, 50] as const;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const START_TIMEOUT_MS = 120_000;
const ROUTES = ['/api/auth/user', '/api/dashboard/stats'] as const;

type Route = '/' | (typeof ROUTES)[number];
type Db = 'embedded' | 'postgresql';
/** The member cache as shipped, or off. */
type Cache = 'on' | 'off';
const CACHE_SECONDS: Record<Cache, string> = { on: '5', off: '0' };

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  setupRequest?: (request: LoadRequest) => LoadRequest;
}
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  warmup?: LoadResult;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  warmup: { connections: number; duration: number };
  requests: LoadRequest[];
}) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Point {
  server: 'hello-world' | 'app';
  db: Db | null;
  cache: Cache | null;
  route: Route;
  connections: number;
  result: LoadResult;
}

const run = createRun('bench-http-');
const points: Point[] = [];
/** Answers other than 2xx and 429, and connection errors: the server failed under load. */
const failures: string[] = [];

const isAllowed = (code: string) => code.startsWith('2') || code === '429';

function checkStatuses(what: string, result: LoadResult) {
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
    if (!isAllowed(code)) failures.push(`${what}: ${count} answers ${code}`);
  }
  if (result.errors > 0) failures.push(`${what}: ${result.errors} connection errors (${result.timeouts} timeouts)`);
}

/** One point: a warm-up that is not counted, then SECONDS of load, each request in the next member's session. */
async function load(point: Omit<Point, 'result'>, origin: string, cookies: string[]) {
  const request: LoadRequest = { method: 'GET', path: point.route };
  if (cookies.length > 0) {
    let next = 0;
    request.setupRequest = (built) => {
      next = (next + 1) % cookies.length;
      return { ...built, headers: { ...built.headers, cookie: cookies[next] ?? '' } };
    };
  }
  const result = await autocannon({
    url: origin,
    connections: point.connections,
    duration: SECONDS,
    warmup: { connections: point.connections, duration: WARM_UP_SECONDS },
    requests: [request],
  });
  const what = `${point.server}${point.db ? ` (${point.db}, cache ${point.cache})` : ''} ${point.route} c=${point.connections}`;
  if (result.warmup) checkStatuses(`${what}, warm-up`, result.warmup);
  checkStatuses(what, result);
  points.push({ ...point, result });
  console.log(`  ${what}: ${Math.round(result.requests.average)} req/s`);
}

async function benchHelloWorld() {
  console.log('hello-world baseline (bench/hello-world.mjs)');
  const server = await startServer(run, 'hello-world', ['bench/hello-world.mjs'], {}, START_TIMEOUT_MS);
  for (const connections of CONNECTIONS) {
    await load({ server: 'hello-world', db: null, cache: null, route: '/', connections }, server.origin, []);
  }
  await server.stop();
}

/** What the app said about its failures: the log holds every request of the run, so it is read as a stream. */
async function printLoggedErrors(log: string) {
  const errors: string[] = [];
  for await (const line of createInterface({ input: fs.createReadStream(log) })) {
    if (/"level":(50|60)/.test(line)) errors.push(line);
    if (errors.length === 3) break;
  }
  console.log(`  the app's first logged errors:\n${errors.join('\n') || '  (none)'}`);
}

/** MEMBERS members straight into the database the app will open, before it starts. */
async function seed(db: Db, dataDir: string, url: string | undefined): Promise<string[]> {
  const started = performance.now();
  // The embedded database lives in DATA_DIR/pglite (config.ts).
  fs.mkdirSync(dataDir, { recursive: true });
  const handle = await openDatabase(
    db === 'embedded'
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : { kind: 'postgres', url: url ?? '' },
  );
  const { sessions } = await seedScale(handle.db, { members: MEMBERS, now: new Date() });
  await handle.close();
  console.log(`  ${MEMBERS} members seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return sessions.map((token) => `${SESSION_COOKIE}=${token}`);
}

/**
 * Each member's dashboard once, before any point is measured: a member's figures are counted on the first read
 * after a change and stored (member_figures), so a member who asks a few times a minute is served the stored row.
 * The seeded members have never been read; without this the points would measure 1,000 first reads, not the
 * steady state. How long the first reads took is printed apart.
 */
async function countEveryMember(origin: string, cookies: string[]) {
  const started = performance.now();
  const times: number[] = [];
  const AT_ONCE = 10;
  for (let first = 0; first < cookies.length; first += AT_ONCE) {
    await Promise.all(
      cookies.slice(first, first + AT_ONCE).map(async (cookie) => {
        const asked = performance.now();
        const answer = await fetch(`${origin}/api/dashboard/stats`, { headers: { cookie } });
        await answer.arrayBuffer();
        if (!answer.ok) failures.push(`first read of a dashboard: ${answer.status}`);
        times.push(performance.now() - asked);
      }),
    );
  }
  times.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  every member's first dashboard read (figures counted and stored), ${AT_ONCE} at once: ${seconds.toFixed(1)} s, p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms`,
  );
}

async function benchApp(db: Db, command: string[], serverUrl: string | null) {
  const dataDir = path.join(run.workDir, `data-${db}`);
  const databaseUrl = serverUrl ? (await createDatabase(run, serverUrl, 'cp_bench')).url : undefined;
  console.log(`app on the ${db} database`);
  const cookies = await seed(db, dataDir, databaseUrl);
  for (const cache of ['on', 'off'] as const) {
    // As production logs (info), but in development mode: production would demand SMTP and a public URL.
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
      SEED_DEMO: 'false',
      SESSION_CACHE_SECONDS: CACHE_SECONDS[cache],
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    console.log(`  member cache ${cache} (SESSION_CACHE_SECONDS=${CACHE_SECONDS[cache]})`);
    const server = await startServer(run, `app-${db}-${cache}`, command, env, START_TIMEOUT_MS);
    if (cache === 'on') await countEveryMember(server.origin, cookies);
    const failed = failures.length;
    for (const route of ROUTES) {
      for (const connections of CONNECTIONS) {
        await load({ server: 'app', db, cache, route, connections }, server.origin, cookies);
      }
    }
    if (failures.length > failed) await printLoggedErrors(server.log);
    await server.stop();
  }
}

const baselineOf = (connections: number) =>
  points.find((point) => point.server === 'hello-world' && point.connections === connections)?.result.requests
    .average ?? Number.NaN;
const shareOf = (point: Point) => (100 * point.result.requests.average) / baselineOf(point.connections);

function otherAnswers(result: LoadResult): string {
  const codes = Object.entries(result.statusCodeStats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`);
  if (result.errors > 0) codes.push(`errors×${result.errors}`);
  return codes.join(' ') || '0';
}

function printTable() {
  const header = ['target', 'db', 'cache', 'route', 'c', 'req/s', 'p50 ms', 'p99 ms', '% of hello-world', 'non-2xx'];
  const rows = points.map((point) => [
    point.server,
    point.db ?? '-',
    point.cache ?? '-',
    point.route,
    String(point.connections),
    Math.round(point.result.requests.average).toLocaleString('en-US'),
    String(point.result.latency.p50),
    String(point.result.latency.p99),
    `${shareOf(point).toFixed(1)} %`,
    otherAnswers(point.result),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const numeric = new Set([4, 5, 6, 7, 8]);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join(' | ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}`);
  for (const row of rows) console.log(line(row));
  console.log("(latencies of the 2xx answers, at autocannon's 1 ms resolution)");
}

interface Target {
  issue: number;
  db: Db;
  cache: Cache;
  route: Route;
  connections: number;
  minShare?: number;
  minRate?: number;
  maxP99?: number;
}

/** Issue 18's targets (the member cache on) and issue 30's (off: every request cold). */
const TARGETS: Target[] = [
  {
    issue: 18,
    db: 'postgresql',
    cache: 'on',
    route: '/api/dashboard/stats',
    connections: 50,
    minShare: 10,
    maxP99: 25,
  },
  { issue: 18, db: 'embedded', cache: 'on', route: '/api/dashboard/stats', connections: 10, minRate: 1500 },
  { issue: 18, db: 'postgresql', cache: 'on', route: '/api/auth/user', connections: 50, minShare: 15 },
  {
    issue: 30,
    db: 'postgresql',
    cache: 'off',
    route: '/api/dashboard/stats',
    connections: 50,
    minShare: 10,
    maxP99: 25,
  },
  { issue: 30, db: 'postgresql', cache: 'off', route: '/api/auth/user', connections: 50, minShare: 20 },
  { issue: 30, db: 'embedded', cache: 'off', route: '/api/dashboard/stats', connections: 50, maxP99: 100 },
];

function printTargets() {
  console.log(`\nTargets (${SECONDS} s per point):`);
  for (const target of TARGETS) {
    const name = `issue ${target.issue}: ${target.route} on ${target.db}, cache ${target.cache}, c=${target.connections}`;
    const point = points.find(
      (p) =>
        p.server === 'app' &&
        p.db === target.db &&
        p.cache === target.cache &&
        p.route === target.route &&
        p.connections === target.connections,
    );
    if (!point) {
      console.log(`  ${name}: not measured (set DATABASE_URL)`);
      continue;
    }
    const checks: Array<[string, boolean]> = [];
    if (target.minShare !== undefined) {
      checks.push([
        `${shareOf(point).toFixed(1)} % of hello-world (≥ ${target.minShare} %)`,
        shareOf(point) >= target.minShare,
      ]);
    }
    if (target.minRate !== undefined) {
      const rate = point.result.requests.average;
      checks.push([
        `${Math.round(rate).toLocaleString('en-US')} req/s (≥ ${target.minRate.toLocaleString('en-US')})`,
        rate >= target.minRate,
      ]);
    }
    if (target.maxP99 !== undefined) {
      checks.push([
        `p99 ${point.result.latency.p99} ms (≤ ${target.maxP99} ms)`,
        point.result.latency.p99 <= target.maxP99,
      ]);
    }
    const verdict = checks.every(([, passed]) => passed) ? 'PASS' : 'FAIL';
    console.log(`  ${verdict}  ${name}: ${checks.map(([text]) => text).join(', ')}`);
  }
}

async function main(): Promise<number> {
  // Other work on the machine moves every figure: the load average says how busy it was to begin with.
  const load1 = os.loadavg()[0]?.toFixed(1);
  console.log(
    `${os.availableParallelism()} cores, load average ${load1}; ${MEMBERS.toLocaleString('en-US')} members; ${SECONDS} s per point after ${WARM_UP_SECONDS} s of warm-up`,
  );
  const command = appCommand();
  await benchHelloWorld();
  await benchApp('embedded', command, null);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await benchApp('postgresql', command, serverUrl);
  else console.log('DATABASE_URL is not set: the app is not measured on PostgreSQL');
  printTable();
  printTargets();
  if (failures.length === 0) return 0;
  console.log('\nAnswers other than 2xx or 429 under load:');
  for (const failure of failures) console.log(`  ${failure}`);
  return 1;
}

await runThenExit(run, main);
