import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * The process plumbing of the benches that run servers of their own: a run's work dir and what it must undo
 * however it ends (Ctrl-C included), free ports, server processes with their output in a file, and PostgreSQL
 * databases made for the run.
 */

/** The repository: servers run from it, as `npm start` does. */
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** How long a stopped process has after SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 15_000;
/** How many lines of a server's log an error about its start quotes. */
const LOG_TAIL_LINES = 20;

export interface Run {
  /** A directory of this run's own, deleted at clean-up. */
  workDir: string;
  /** `step` runs at clean-up: the steps in the reverse order of their registration, then the work dir goes. */
  atCleanUp(step: () => Promise<void>): void;
  /** Undoes what the run registered: once, however often and from wherever it is called. */
  cleanUp(): Promise<void>;
}

/**
 * A run with a work dir named after `prefix`, cleaned up too when the run is interrupted (SIGINT, SIGTERM), or kept
 * with its processes' logs when BENCH_KEEP_LOGS is set.
 */
export function createRun(prefix: string): Run {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const cleanups: Array<() => Promise<void>> = [];
  let cleaning: Promise<void> | null = null;
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (let step = cleanups.pop(); step; step = cleanups.pop()) {
        await step().catch((error: unknown) => console.error('clean-up failed:', error));
      }
      if (process.env.BENCH_KEEP_LOGS) console.log(`logs kept in ${workDir}`);
      else fs.rmSync(workDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  return { workDir, atCleanUp: (step) => cleanups.push(step), cleanUp };
}

/** Runs `main`, cleans up however it ended, and exits with its code (1 when it threw). */
export async function runThenExit(run: Run, main: () => Promise<number>): Promise<never> {
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    console.error(error);
  } finally {
    await run.cleanUp();
  }
  process.exit(exitCode);
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Settles once `child` has exited: at once when it already has. */
export function whenExited(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, and SIGKILL when the process is still there STOP_TIMEOUT_MS later. */
export function stop(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  const exited = whenExited(child);
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  return exited.finally(() => clearTimeout(killer));
}

/**
 * A process run from the repository with only PATH, HOME and `env`, its output in the file `log` (a pipe would
 * have to be drained by this process, under load), stopped at clean-up.
 */
export function launch(run: Run, command: string, args: string[], env: Record<string, string>, log: string) {
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  run.atCleanUp(() => stop(child));
  return child;
}

interface Waiting {
  timeoutMs: number;
  /** How often `url` is asked. */
  pollMs?: number;
  /** Whether an answer says the process is ready; any answer does unless this says otherwise. */
  accept?: (response: Response) => boolean;
}

/** Asks `url` until it answers as `accept` wants; fails, with the end of `log`, when `child` exits or time is up. */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  log: string,
  { timeoutMs, pollMs = 200, accept = () => true }: Waiting,
): Promise<void> {
  const answers = () =>
    fetch(url).then(
      async (response) => {
        await response.arrayBuffer();
        return accept(response);
      },
      () => false,
    );
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(pollMs)) {
    if (hasExited(child)) break;
    if (await answers()) return;
  }
  const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-LOG_TAIL_LINES).join('\n');
  const why = hasExited(child) ? 'its process exited' : `not within ${timeoutMs} ms`;
  throw new Error(`${url} did not answer (${why}):\n${tail}`);
}

export interface Server {
  origin: string;
  pid: number;
  /** Its output: in the work dir, named after the server. */
  log: string;
  stop(): Promise<void>;
}

/** `node args` on a free port (PORT) with `env`, once it answers there. */
export async function startServer(
  run: Run,
  name: string,
  args: string[],
  env: Record<string, string>,
  startTimeoutMs: number,
): Promise<Server> {
  const port = await freePort();
  const log = path.join(run.workDir, `${name}.log`);
  const child = launch(run, process.execPath, args, { ...env, PORT: String(port) }, log);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(origin, child, log, { timeoutMs: startTimeoutMs });
  // A process that answers has a pid: only one that could not be spawned lacks it.
  return { origin, pid: child.pid ?? Number.NaN, log, stop: () => stop(child) };
}

/** The compiled server, as production runs it; the transpiled sources when nobody has built it. */
export function appCommand(): string[] {
  if (fs.existsSync(path.join(root, 'dist/server/main.js'))) {
    console.log('app: node --enable-source-maps dist/server/main.js');
    return ['--enable-source-maps', 'dist/server/main.js'];
  }
  console.log('WARNING: no dist/server/main.js (npm run build): these figures are for the transpiled dev server (tsx)');
  return ['--import', 'tsx', 'src/server/main.ts'];
}

export interface Database {
  url: string;
  /** Drops it before the clean-up would (once: the clean-up then does nothing). */
  drop(): Promise<void>;
}

/** A fresh database `<prefix>_<random>` on the server of `url`, dropped at clean-up if not before. */
export async function createDatabase(run: Run, url: string, prefix: string): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const asAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await asAdmin(`CREATE DATABASE ${name}`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  run.atCleanUp(drop);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop };
}
