import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, createRun, freePort, launch, runThenExit, stop, waitUntilAnswering } from './processes.ts';
import { quantile } from './stats.ts';

/**
 * "Starts in under 3 s once built": the compiled server, from spawn until GET /api/site answers 200, first on
 * an empty database (on the embedded one a copy of the build's template, the demo accounts and report) and then
 * again on the same data. The embedded database always, and beside it, as the same run's baseline, the same build
 * without its template (PGlite's initdb and every migration at the first start, as before decision 026);
 * PostgreSQL too when DATABASE_URL names a server, in a database made for each run and dropped after it.
 */
const SERVER_DIR = 'dist/server';
const SERVER = `${SERVER_DIR}/main.js`;
/** Inside dist/, so that the copy finds node_modules as the build does. */
const WITHOUT_TEMPLATE_DIR = 'dist/bench-startup-without-template';
const RUNS = 3;
const BUDGET_MS = 3000;
const GIVE_UP_MS = 60_000;

execFileSync(process.execPath, ['scripts/build-if-needed.ts'], { stdio: 'inherit' });
if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing after the build`);
const templates = fs.readdirSync(SERVER_DIR).filter((name) => name.startsWith('pglite-template-'));
if (templates.length !== 1) throw new Error(`expected one embedded database template in ${SERVER_DIR}: ${templates}`);
console.log(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} on ${os.availableParallelism()} cores`,
);

const run = createRun('bench-startup-');
let starts = 0;

/** Milliseconds from spawning the server until it answers; it is stopped (and its data released) before this returns. */
async function timeStart(settings: Record<string, string>, server = SERVER): Promise<number> {
  const port = await freePort();
  starts += 1;
  const log = path.join(run.workDir, `start-${starts}.log`);
  // Only these settings: no NODE_OPTIONS, so no loader can come with the shell's environment. Node 24 would strip
  // a .ts file's types by itself; refusing that makes a bundle that still reaches for a source file fail here.
  const env = { LOG_LEVEL: 'warn', PORT: String(port), ...settings };
  const started = performance.now();
  const child = launch(
    run,
    process.execPath,
    ['--no-experimental-strip-types', '--enable-source-maps', server],
    env,
    log,
  );
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/site`, child, log, {
      timeoutMs: GIVE_UP_MS,
      pollMs: 20,
      accept: (response) => response.status === 200,
    });
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

async function onEmbedded(server = SERVER): Promise<[number, number]> {
  const dataDir = fs.mkdtempSync(path.join(run.workDir, 'data-'));
  try {
    return [await timeStart({ DATA_DIR: dataDir }, server), await timeStart({ DATA_DIR: dataDir }, server)];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The build as it is, but for its template: a first start then makes its cluster with initdb and migrates it. */
function copyWithoutTemplate(): string {
  fs.rmSync(WITHOUT_TEMPLATE_DIR, { recursive: true, force: true });
  fs.cpSync(SERVER_DIR, WITHOUT_TEMPLATE_DIR, {
    recursive: true,
    filter: (source) => !path.basename(source).startsWith('pglite-template-'),
  });
  return path.join(WITHOUT_TEMPLATE_DIR, 'main.js');
}

async function onPostgres(serverUrl: string): Promise<[number, number]> {
  const database = await createDatabase(run, serverUrl, 'cp_bench');
  const dataDir = fs.mkdtempSync(path.join(run.workDir, 'data-'));
  const settings = {
    DATABASE_URL: database.url,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DATA_DIR: dataDir,
  };
  try {
    return [await timeStart(settings), await timeStart(settings)];
  } finally {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const ms = (value: number) => `${value.toFixed(0)} ms`;

let overBudget = false;
/** `budgeted`: whether this build's starts, the first included, must keep within BUDGET_MS (not the baseline's). */
async function measureStarts(label: string, run: () => Promise<[number, number]>, budgeted = true) {
  const firsts: number[] = [];
  const seconds: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const [first, second] = await run();
    firsts.push(first);
    seconds.push(second);
  }
  for (const [start, times] of [
    ['first start (empty database)', firsts],
    ['second start (already migrated)', seconds],
  ] as const) {
    const typical = median(times);
    console.log(
      `${`${label}, ${start}`.padEnd(76)} median=${ms(typical).padStart(8)}  runs: ${times.map(ms).join(', ')}`,
    );
  }
  // Every start, an installation's first too: the embedded one copies the build's template instead of initdb.
  if (budgeted) overBudget ||= median(firsts) > BUDGET_MS || median(seconds) > BUDGET_MS;
}

await runThenExit(run, async () => {
  await measureStarts('embedded', () => onEmbedded());
  try {
    const withoutTemplate = copyWithoutTemplate();
    await measureStarts('embedded without the template (baseline)', () => onEmbedded(withoutTemplate), false);
  } finally {
    fs.rmSync(WITHOUT_TEMPLATE_DIR, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await measureStarts('PostgreSQL', () => onPostgres(serverUrl));
  else console.log('PostgreSQL: skipped (set DATABASE_URL to a server to measure it too)');
  if (!overBudget) return 0;
  console.error(`A median start took more than ${ms(BUDGET_MS)}.`);
  return 1;
});
