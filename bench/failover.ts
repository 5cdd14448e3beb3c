import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../src/server/db/client.ts';
import { SESSION_COOKIE } from '../src/server/plugins/sessions.ts';
import { IN_FLIGHT_WAIT_MS, RESEND_DELAY_MS, RESENDS, RESENT_AFTER } from '../src/shared/constants/resend.ts';
import {
  createDatabase,
  createRun,
  freePort,
  launch,
  root,
  runThenExit,
  waitUntilAnswering,
  whenExited,
} from './processes.ts';
import { BENCH_ENCRYPTION_KEY, seedScale } from './seed-members.ts';
import { quantile } from './stats.ts';

/**
 * Issue 30's failover, with real processes: Caddy (the system's, from Debian's package) in front of two compiled
 * instances on one PostgreSQL database, with the directives of deploy/Caddyfile. A bounded load of signed-in
 * members' reads and keyed writes goes through Caddy; one instance is killed (SIGKILL, then SIGTERM) mid-run and
 * the load goes on. Prints the requests that failed, by method, and how long the kill was felt, beside a run
 * without a kill. The load sends what the browser's client sends and asks again as it does
 * (src/client/lib/api-client.ts): a write carries an Idempotency-Key, and is sent again with it after a lost
 * answer (no answer, 502, 503, 504) or while its first try is in flight (409), with the client's own figures.
 * Needs DATABASE_URL.
 */
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const KILL_AT_MS = 5_000;
const MEMBERS = 20;
const START_TIMEOUT_MS = 120_000;
/** Ready for traffic: /readyz answers 2xx, from an instance and through Caddy alike. */
const ready = { timeoutMs: START_TIMEOUT_MS, accept: (response: Response) => response.ok };
/** Caddy's probe interval in deploy/Caddyfile, and a second: a restarted instance is back in rotation after it. */
const BACK_IN_ROTATION_MS = 6_000;

const run = createRun('bench-failover-');

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  /** Every log file it wrote, one per start: the request ids it answered are in them. */
  logs: string[];
}

function startInstance(name: string, port: number, env: Record<string, string>, logs: string[] = []): Instance {
  const log = path.join(run.workDir, `${name}-${logs.length + 1}.log`);
  const child = launch(
    run,
    process.execPath,
    ['--enable-source-maps', 'dist/server/main.js'],
    { ...env, PORT: String(port) },
    log,
  );
  return { name, port, child, logs: [...logs, log] };
}

/** deploy/Caddyfile as it is, with this run's addresses; Caddy's admin endpoint off, so runs do not collide. */
function benchCaddyfile(ports: readonly number[]): string {
  const deployed = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8');
  if (!deployed.includes('app1:5000 app2:5000'))
    throw new Error('deploy/Caddyfile no longer names app1:5000 app2:5000');
  let config = deployed.replace('app1:5000 app2:5000', ports.map((port) => `127.0.0.1:${port}`).join(' '));
  const version = execFileSync('caddy', ['version'], { encoding: 'utf8' }).trim();
  const [major, minor] = (version.match(/v?(\d+)\.(\d+)/)?.slice(1) ?? []).map(Number);
  if (major === 2 && (minor ?? 0) < 7) {
    // request_buffers came in Caddy 2.7; Debian's 2.6 has the same buffering as buffer_requests (no size cap).
    config = config.replace(/request_buffers \S+/, 'buffer_requests');
    console.log(`caddy ${version}: request_buffers read as buffer_requests (Caddy < 2.7)`);
  } else {
    console.log(`caddy ${version}`);
  }
  return `{\n\tadmin off\n}\n\n${config}`;
}

interface Outcome {
  method: string;
  /** Sent and answered, in ms from the kill (negative before it). */
  sentAt: number;
  doneAt: number;
  status: number | null;
  error: string | null;
  /** Tries the client made: more than one when an answer was lost or the first try was in flight. */
  tries: number;
  requestId: string | null;
}

interface Member {
  cookie: string;
  settings: unknown;
}

/** One call as the browser's client makes it (api-client.ts): a key per call, sent again on each try. */
async function call(origin: string, member: Member, kind: number): Promise<Omit<Outcome, 'sentAt' | 'doneAt'>> {
  const [method, url, body] =
    kind < 2
      ? ['GET', '/api/dashboard/stats', undefined]
      : kind === 2
        ? ['PUT', '/api/notifications/settings', member.settings]
        : ['POST', '/api/notifications/read', {}];
  const headers: Record<string, string> = { cookie: member.cookie };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['idempotency-key'] = randomUUID();
  const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const giveUpAt = Date.now() + IN_FLIGHT_WAIT_MS;
  for (let tries = 1, lost = 0; ; tries++) {
    const keyed = method !== 'GET';
    let response: Response;
    try {
      response = await fetch(`${origin}${url}`, init);
    } catch (error) {
      if (keyed && lost++ < RESENDS) {
        await sleep(RESEND_DELAY_MS);
        continue;
      }
      return { method, status: null, error: String((error as Error).cause ?? error), tries, requestId: null };
    }
    const text = await response.text();
    const inFlight = response.status === 409 && text.includes('IDEMPOTENCY_KEY_IN_FLIGHT');
    const again =
      keyed && ((RESENT_AFTER.has(response.status) && lost++ < RESENDS) || (inFlight && Date.now() < giveUpAt));
    if (!again) {
      return { method, status: response.status, error: null, tries, requestId: response.headers.get('x-request-id') };
    }
    await sleep(Number(response.headers.get('retry-after')) * 1000 || RESEND_DELAY_MS);
  }
}

/** RATE calls a second for SECONDS, one instance killed with `signal` at KILL_AT_MS (none for the baseline). */
async function drive(origin: string, members: Member[], kill: (() => void) | null): Promise<Outcome[]> {
  const started = performance.now();
  const killAt = started + KILL_AT_MS;
  const pending: Promise<Outcome>[] = [];
  let killed = false;
  for (let sent = 0; sent < RATE * SECONDS; sent++) {
    const due = started + (sent * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    if (kill && !killed && performance.now() >= killAt) {
      kill();
      killed = true;
    }
    const member = members[sent % members.length] as Member;
    const sentAt = performance.now() - killAt;
    pending.push(
      call(origin, member, sent % 4).then((outcome) => ({ ...outcome, sentAt, doneAt: performance.now() - killAt })),
    );
  }
  return Promise.all(pending);
}

function requestIdsOf(instance: Instance): Set<string> {
  const ids = new Set<string>();
  for (const log of instance.logs) {
    for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
      const id = line.match(/"reqId":"([^"]+)"/)?.[1];
      if (id) ids.add(id);
    }
  }
  return ids;
}

function report(label: string, outcomes: Outcome[], killed: Instance | null) {
  const failed = outcomes.filter((o) => o.status === null || o.status < 200 || o.status >= 300);
  const byMethod = (list: Outcome[]) =>
    ['GET', 'PUT', 'POST'].map((method) => `${method} ${list.filter((o) => o.method === method).length}`).join(', ');
  const latencies = (list: Outcome[]) => list.map((o) => o.doneAt - o.sentAt).sort((a, b) => a - b);
  const before = latencies(outcomes.filter((o) => o.sentAt < 0));
  const slowBound = Math.max(100, 10 * quantile(before, 0.99));
  const afterKill = outcomes.filter((o) => o.sentAt >= -50);
  const felt = afterKill.filter(
    (o) => o.tries > 1 || o.status === null || o.status >= 300 || o.doneAt - o.sentAt > slowBound,
  );
  const codes = new Map<string, number>();
  for (const o of failed)
    codes.set(`${o.method} ${o.status ?? o.error}`, (codes.get(`${o.method} ${o.status ?? o.error}`) ?? 0) + 1);
  console.log(`\n${label}`);
  console.log(`  requests: ${outcomes.length} (${byMethod(outcomes)})`);
  console.log(
    `  failed: ${failed.length}${failed.length ? ` (${byMethod(failed)}): ${[...codes].map(([c, n]) => `${c} ×${n}`).join(', ')}` : ''}`,
  );
  console.log(`  asked again by the client (lost answer or in flight): ${outcomes.filter((o) => o.tries > 1).length}`);
  console.log(
    `  latency ms before the kill p50 ${quantile(before, 0.5).toFixed(1)} p99 ${quantile(before, 0.99).toFixed(1)}; ` +
      `after it p50 ${quantile(latencies(afterKill), 0.5).toFixed(1)} p99 ${quantile(latencies(afterKill), 0.99).toFixed(1)} max ${quantile(latencies(afterKill), 1).toFixed(0)}`,
  );
  if (!killed) return;
  const theirs = requestIdsOf(killed);
  const lastByKilled = Math.max(...outcomes.filter((o) => o.requestId && theirs.has(o.requestId)).map((o) => o.doneAt));
  const lastFelt = felt.length ? Math.max(...felt.map((o) => o.sentAt)) : null;
  console.log(`  last answer from the killed instance: ${lastByKilled.toFixed(0)} ms after the kill`);
  console.log(
    lastFelt === null
      ? `  no request sent after the kill was slowed (> ${slowBound.toFixed(0)} ms), retried or failed`
      : `  traffic moved: the last request slowed (> ${slowBound.toFixed(0)} ms), retried or failed was sent ${lastFelt.toFixed(0)} ms after the kill (${felt.length} such)`,
  );
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('DATABASE_URL is not set: the failover bench needs PostgreSQL (two instances share it); skipped');
    return 0;
  }
  if (spawnSync('caddy', ['version']).status !== 0) {
    console.log('caddy is not installed (apt-get install caddy): skipped');
    return 0;
  }
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) {
    console.log('no dist/server/main.js: building the server');
    if (spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' }).status !== 0) return 1;
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    // HOME too: nothing of this run's is written outside its work dir.
    HOME: run.workDir,
    DATA_DIR: path.join(run.workDir, 'data'),
    DATABASE_URL: (await createDatabase(run, serverUrl, 'cp_failover')).url,
    ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
    SEED_DEMO: 'false',
  };
  // The members go straight into the tables (seed-members.ts), migrated by this first open.
  const seeded = performance.now();
  const handle = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL ?? '' });
  const { sessions } = await seedScale(handle.db, { members: MEMBERS, now: new Date() });
  await handle.close();
  console.log(`${MEMBERS} members seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const ports = [await freePort(), await freePort()];
  let instances = [startInstance('app1', ports[0] as number, env)];
  await waitUntilAnswering(
    `http://127.0.0.1:${ports[0]}/readyz`,
    instances[0]?.child as ChildProcess,
    instances[0]?.logs[0] as string,
    ready,
  );
  instances.push(startInstance('app2', ports[1] as number, env));
  await waitUntilAnswering(
    `http://127.0.0.1:${ports[1]}/readyz`,
    instances[1]?.child as ChildProcess,
    instances[1]?.logs[0] as string,
    ready,
  );

  const caddyPort = await freePort();
  const caddyfile = path.join(run.workDir, 'Caddyfile');
  fs.writeFileSync(caddyfile, benchCaddyfile(ports));
  const caddyLog = path.join(run.workDir, 'caddy.log');
  const origin = `http://127.0.0.1:${caddyPort}`;
  const caddy = launch(
    run,
    'caddy',
    ['run', '--config', caddyfile, '--adapter', 'caddyfile'],
    { HOME: run.workDir, SITE_ADDRESS: origin },
    caddyLog,
  );
  await waitUntilAnswering(`${origin}/readyz`, caddy, caddyLog, ready);

  const members = await Promise.all(
    sessions.map(async (token) => {
      const cookie = `${SESSION_COOKIE}=${token}`;
      const settings = await fetch(`${origin}/api/notifications/settings`, { headers: { cookie } });
      return { cookie, settings: await settings.json() };
    }),
  );
  console.log(
    `load: ${RATE} calls/s for ${SECONDS} s (half GET /api/dashboard/stats, a quarter each PUT /api/notifications/settings and POST /api/notifications/read with Idempotency-Key); the kill at ${KILL_AT_MS / 1000} s`,
  );

  report('no kill (baseline)', await drive(origin, members, null), null);
  for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
    const victim = instances[1] as Instance;
    const outcomes = await drive(origin, members, () => victim.child.kill(signal));
    report(`${signal} to ${victim.name}`, outcomes, victim);
    // Back to two instances for the next run, once Caddy's probe has seen the new one.
    await whenExited(victim.child);
    const restarted = startInstance(victim.name, victim.port, env, victim.logs);
    await waitUntilAnswering(
      `http://127.0.0.1:${victim.port}/readyz`,
      restarted.child,
      restarted.logs.at(-1) as string,
      ready,
    );
    instances = [instances[0] as Instance, restarted];
    await sleep(BACK_IN_ROTATION_MS);
  }
  console.log(
    `\nload average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  return 0;
}

await runThenExit(run, main);
