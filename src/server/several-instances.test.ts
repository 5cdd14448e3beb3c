import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { linkIn, readOutbox } from '#server/test-support/outbox.ts';
import { freePort } from '#server/test-support/test-app.ts';
import { LOCK_KEYS } from './start-jobs.ts';

/**
 * Decision 013's deployment, for real: two app processes on one PostgreSQL database, as two machines behind a
 * load balancer would run them. A session made on one is honoured by the other, a sign-out on one is refused by
 * the other well within SESSION_CACHE_SECONDS, and a due item is handled once whichever instance's job ticks.
 */
const serverUrl = process.env.DATABASE_URL;
const SESSION_CACHE_SECONDS = 5;
const METRICS_TOKEN = 'two-instances-metrics-token';
const PASSWORD = 'two-instances-password-1';

interface Instance {
  name: string;
  origin: string;
  dataDir: string;
  process: ChildProcess;
  output: string[];
}

const instances: Instance[] = [];
let databaseName = '';
let databaseUrl = '';

function startInstance(name: string, port: number, encryptionKey: string): Instance {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `creditpath-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ENCRYPTION_KEY: encryptionKey,
      SEED_DEMO: 'false',
      JOB_INTERVAL_SECONDS: '1',
      SESSION_CACHE_SECONDS: String(SESSION_CACHE_SECONDS),
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { name, origin: `http://127.0.0.1:${port}`, dataDir, process: child, output };
}

async function stopInstance(instance: Instance) {
  const { process: child } = instance;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

/** On a failure, what both processes wrote: the only trace of what happened inside them. */
function printOutputOnFailure() {
  onTestFailed(() => {
    for (const instance of instances) console.log(`--- ${instance.name} ---\n${instance.output.join('')}`);
  });
}

async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

function call(instance: Instance, method: string, url: string, options: { cookie?: string; body?: object } = {}) {
  return fetch(`${instance.origin}${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
}

function sessionCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('cp_session='));
  if (!cookie) throw new Error(`no session cookie in a ${response.status} response`);
  return cookie;
}

/** Every message both outboxes hold for `email`. */
async function mailTo(email: string) {
  const all = await Promise.all(instances.map((instance) => readOutbox(path.join(instance.dataDir, 'outbox'))));
  return all.flat().filter((mail) => mail.to === email);
}

async function jobRuns(instance: Instance, job: string): Promise<Record<string, number>> {
  const response = await fetch(`${instance.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  const body = await response.text();
  const runs: Record<string, number> = {};
  for (const match of body.matchAll(/^job_runs_total\{job="([a-z_]+)",outcome="([a-z_]+)"\} (\d+)$/gm)) {
    if (match[1] === job && match[2]) runs[match[2]] = Number(match[3]);
  }
  return runs;
}

describe.skipIf(!serverUrl)('two app processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    databaseName = `cp_two_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl ?? '', `CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    const encryptionKey = randomBytes(32).toString('base64');
    const [first, second] = [await freePort(), await freePort()];
    instances.push(
      startInstance('instance 1', first, encryptionKey),
      startInstance('instance 2', second, encryptionKey),
    );
    try {
      for (const instance of instances) {
        await vi.waitFor(
          async () => {
            if (instance.process.exitCode !== null) throw new Error(`${instance.name} exited`);
            const ready = await fetch(`${instance.origin}/readyz`).catch(() => null);
            if (ready?.status !== 200) throw new Error(`${instance.name} is not ready`);
          },
          { timeout: 90_000, interval: 250 },
        );
      }
    } catch (error) {
      for (const instance of instances) console.log(`--- ${instance.name} ---\n${instance.output.join('')}`);
      throw error;
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    if (databaseName) await adminQuery(serverUrl ?? '', `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 30_000);

  const email = `two.instances.${Date.now()}@example.com`;

  it('honours a session made on one instance on the other, and the other refuses it soon after a sign-out', async () => {
    printOutputOnFailure();
    const [one, two] = instances as [Instance, Instance];
    const registered = await call(one, 'POST', '/api/auth/password/register', {
      body: { email, password: PASSWORD, firstName: 'Tess', lastName: 'Twin' },
    });
    expect(registered.status).toBe(202);
    const [verification] = await vi.waitFor(async () => {
      const mails = await mailTo(email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    if (!verification) throw new Error('no verification email');
    const token = linkIn(verification, '/verify-email').searchParams.get('token');
    // Opened where the account is not signed in, the link asks for the account's password.
    const verified = await call(one, 'POST', '/api/auth/email/verify', { body: { token, password: PASSWORD } });
    expect(verified.status).toBe(200);
    const cookie = sessionCookieOf(verified);
    const user = (await verified.json()) as { id: string };

    for (let request = 0; request < 3; request += 1) {
      const seen = await call(two, 'GET', '/api/auth/user', { cookie });
      expect(seen.status).toBe(200);
      expect(await seen.json()).toMatchObject({ id: user.id, email });
    }

    const signedOut = await call(one, 'POST', '/api/logout', { cookie });
    expect(signedOut.status).toBe(204);
    const after = performance.now();
    let refusedAfter = -1;
    while (performance.now() - after < SESSION_CACHE_SECONDS * 2000) {
      const answer = await call(two, 'GET', '/api/auth/user', { cookie });
      if (answer.status === 401) {
        refusedAfter = performance.now() - after;
        break;
      }
      expect(answer.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(
      `instance 2 refused the signed-out session ${refusedAfter.toFixed(1)} ms after instance 1 signed it out`,
    );
    expect(refusedAfter).toBeGreaterThanOrEqual(0);
    // The notice, not the cache's time limit, ended it: well inside SESSION_CACHE_SECONDS.
    expect(refusedAfter).toBeLessThan(1000);
  });

  it('handles a due item once: both instances skip the job while its lock is held, then one emails it', async () => {
    printOutputOnFailure();
    const [, two] = instances as [Instance, Instance];
    const before = await Promise.all(instances.map((instance) => jobRuns(instance, 'notifications')));
    // The lock held here, as a third instance's run would hold it.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [LOCK_KEYS.notifications]);
      // A sign-in from a browser the account has not seen records a notice, which the notifications job emails.
      const signedIn = await call(two, 'POST', '/api/auth/password/login', { body: { email, password: PASSWORD } });
      expect(signedIn.status).toBe(200);
      const mailsBefore = (await mailTo(email)).length;

      await vi.waitFor(
        async () => {
          for (const [index, instance] of instances.entries()) {
            const runs = await jobRuns(instance, 'notifications');
            expect(runs.skipped_elsewhere ?? 0).toBeGreaterThan(before[index]?.skipped_elsewhere ?? 0);
          }
        },
        { timeout: 10_000, interval: 200 },
      );
      const pending = await adminQuery<{ email_state: string }>(
        databaseUrl,
        `SELECT n.email_state FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.kind = 'new_sign_in'`,
        [email],
      );
      expect(pending).toEqual([{ email_state: 'pending' }]);
      expect(await mailTo(email)).toHaveLength(mailsBefore);

      await holder.query('SELECT pg_advisory_unlock($1)', [LOCK_KEYS.notifications]);
      await vi.waitFor(
        async () => {
          const [notice] = await adminQuery<{ email_state: string; email_attempts: number }>(
            databaseUrl,
            `SELECT n.email_state, n.email_attempts FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.kind = 'new_sign_in'`,
            [email],
          );
          expect(notice).toEqual({ email_state: 'sent', email_attempts: 1 });
        },
        { timeout: 10_000, interval: 100 },
      );
      const runsBefore = await Promise.all(instances.map((instance) => jobRuns(instance, 'notifications')));
      // Both keep ticking, and several more runs must not send it again. A tick that finds the other instance
      // holding the lock is skipped there, so one instance may lose several in a row: each must tick three more
      // times, and between them the job must run three more times.
      const ticks = (runs: Record<string, number> | undefined) =>
        (runs?.completed ?? 0) + (runs?.skipped_elsewhere ?? 0);
      const completed = (all: (Record<string, number> | undefined)[]) =>
        all.reduce((sum, runs) => sum + (runs?.completed ?? 0), 0);
      await vi.waitFor(
        async () => {
          const runs = await Promise.all(instances.map((instance) => jobRuns(instance, 'notifications')));
          for (const [index, each] of runs.entries()) {
            expect(ticks(each)).toBeGreaterThanOrEqual(ticks(runsBefore[index]) + 3);
          }
          expect(completed(runs)).toBeGreaterThanOrEqual(completed(runsBefore) + 3);
        },
        { timeout: 15_000, interval: 250 },
      );
      expect(await mailTo(email)).toHaveLength(mailsBefore + 1);
      for (const instance of instances) expect((await jobRuns(instance, 'notifications')).failed ?? 0).toBe(0);
    } finally {
      await holder.end();
    }
  }, 60_000);
});
