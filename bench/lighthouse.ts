import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { appCommand, createRun, freePort, launch, runThenExit, startServer, waitUntilAnswering } from './processes.ts';
import { quantile } from './stats.ts';

/**
 * Issue 31's Lighthouse figures, on demand (never a test): the production build on the compiled server, Lighthouse
 * (the version in package.json) driving Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default), the mobile
 * and desktop presets, RUNS runs of each and their median, for the landing page in English and Spanish, the
 * education hub and the demo member's dashboard; beside them, as the same run's baseline, a one-file page served
 * by this process. Prints one row per page and preset.
 */
const RUNS = 2;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const START_TIMEOUT_MS = 60_000;
const DEMO_MEMBER = 'demo.member@creditpath.example';

/** The baseline: one small HTML file, its styles inline, nothing else to fetch. */
const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<meta name="description" content="A one-file page that Lighthouse measures beside the app, on the same machine and run.">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#1f2937}h1{font-size:1.75rem}</style>
</head>
<body>
<main>
<h1>Fix what is wrong on your credit report</h1>
<p>This page has one heading, two paragraphs and no script. It shows what the machine and Lighthouse score when a
page costs nothing to load.</p>
<p><a href="#top">Back to the top</a></p>
</main>
</body>
</html>
`;

interface Target {
  page: string;
  url: string;
  headers?: Record<string, string>;
}

interface Row {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptRequests: number;
  jsKb: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** One run's figures: the scores, three metrics and the scripts the page fetched (their bytes on the wire). */
function figures(lhr: Result, target: Target, preset: Row['preset']): Row {
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
  return {
    page: target.page,
    preset,
    performance: score(lhr, 'performance'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    scriptRequests: scripts.length,
    jsKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
  };
}

/** Each figure's median over the runs (of two: their mean). */
function median(runs: Row[]): Row {
  const [first] = runs;
  if (!first) throw new Error('no run to take the median of');
  const of = (key: keyof Omit<Row, 'page' | 'preset'>) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return sorted.length % 2 === 1
      ? quantile(sorted, 0.5)
      : ((sorted[sorted.length / 2 - 1] ?? Number.NaN) + (sorted[sorted.length / 2] ?? Number.NaN)) / 2;
  };
  return {
    page: first.page,
    preset: first.preset,
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptRequests: of('scriptRequests'),
    jsKb: of('jsKb'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
  };
}

function printTable(rows: Row[]) {
  const header = ['page', 'preset', 'Perf', 'LCP s', 'TBT ms', 'CLS', 'scripts', 'JS KB', 'A11y', 'BP', 'SEO'];
  const cells = rows.map((row) => [
    row.page,
    row.preset,
    row.performance.toFixed(0),
    (row.lcpMs / 1000).toFixed(2),
    row.tbtMs.toFixed(0),
    row.cls.toFixed(3),
    row.scriptRequests.toFixed(0),
    row.jsKb.toFixed(1),
    row.accessibility.toFixed(0),
    row.bestPractices.toFixed(0),
    row.seo.toFixed(0),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values.map((value, column) =>
      column < 2 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0),
    );
  console.log(line(header).join('  '));
  for (const values of cells) console.log(line(values).join('  '));
}

const run = createRun('bench-lighthouse-');

await runThenExit(run, async () => {
  if (!fs.existsSync(CHROME_PATH))
    throw new Error(`no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
  execFileSync(process.execPath, ['scripts/build-if-needed.ts'], { stdio: 'inherit' });
  console.log(
    `${execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}, Lighthouse ${lighthouseVersion()}`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${os.availableParallelism()} cores`,
  );

  const dataDir = path.join(run.workDir, 'data');
  // The production build on the embedded database with the demo member, whose password lands in DATA_DIR: the
  // server runs as a demo (NODE_ENV=production refuses demo accounts), as the other benches' servers do.
  const app = await startServer(
    run,
    'app',
    appCommand(),
    { NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
    START_TIMEOUT_MS,
  );
  const reference = await serveReferencePage();

  const passwords = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'));
  const signedIn = await fetch(`${app.origin}/api/auth/password/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER, password: passwords[DEMO_MEMBER] }),
  });
  if (signedIn.status !== 200)
    throw new Error(`the demo member could not sign in: ${signedIn.status} ${await signedIn.text()}`);
  // Lighthouse clears the origin's storage before each run: the session travels as a header on every request.
  const session = signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

  // The language detector reads ?lng= first (src/client/lib/i18n.ts); Accept-Language says the same to the server.
  const targets: Target[] = [
    { page: 'landing (en)', url: `${app.origin}/`, headers: { 'Accept-Language': 'en' } },
    { page: 'landing (es)', url: `${app.origin}/?lng=es`, headers: { 'Accept-Language': 'es' } },
    { page: 'education hub', url: `${app.origin}/education` },
    { page: 'dashboard (member)', url: `${app.origin}/dashboard`, headers: { Cookie: session } },
    { page: 'reference page', url: reference },
  ];

  const chromePort = await startChromium();
  const rows: Row[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const target of targets) {
      const runs: Row[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const flags: Flags = {
          port: chromePort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          extraHeaders: target.headers ?? null,
        };
        const result = await lighthouse(target.url, flags, preset === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${target.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        for (const warning of lhr.runWarnings) console.log(`  ${target.page} (${preset}): ${warning}`);
        runs.push(figures(lhr, target, preset));
        process.stdout.write('.');
      }
      rows.push(median(runs));
    }
  }
  process.stdout.write('\n');
  console.log(`medians of ${RUNS} runs each, the ${app.origin} production build beside the one-file reference page:`);
  printTable(rows);
  return 0;
});

function lighthouseVersion(): string {
  return JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
}

/** The reference page on a free port of this process, closed at clean-up. */
async function serveReferencePage(): Promise<string> {
  const server = http.createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'max-age=3600' });
      response.end(REFERENCE_PAGE);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('not found');
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  run.atCleanUp(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${port}/`;
}

/** Headless Chromium with its debugging port open for Lighthouse, a profile of its own, stopped at clean-up. */
async function startChromium(): Promise<number> {
  const port = await freePort();
  const log = path.join(run.workDir, 'chromium.log');
  const chromium = launch(
    run,
    CHROME_PATH,
    [
      '--headless=new',
      // Chromium's sandbox refuses to start as root (CI's machines run as root).
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${path.join(run.workDir, 'chromium-profile')}`,
      // Without these, Chromium keeps trying to reach Google's services, which this network refuses.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      'about:blank',
    ],
    {},
    log,
  );
  await waitUntilAnswering(`http://127.0.0.1:${port}/json/version`, chromium, log, { timeoutMs: START_TIMEOUT_MS });
  return port;
}
