import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_OUT_DIR } from './build-server.ts';

/**
 * `npm start` (and the browser suite) build the client and the server each only when one of its sources is
 * newer than its last build. Plain node runs this file and build-server.ts (Node 24 strips their types), so
 * that starting loads no TypeScript tooling: they keep to syntax that only needs erasing (no enums).
 */
const client = {
  sources: [
    'index.html',
    'landing.html',
    'public',
    'src/client',
    'src/shared',
    'vite.config.ts',
    'scripts/landing-locales-plugin.ts',
    'scripts/precompress-plugin.ts',
    'package-lock.json',
  ],
  output: 'dist/client/index.html',
};
// The packages are not bundled (see build-server.ts): package.json counts for its `imports` map only, and PGlite's
// own for the embedded database's template, which another release of it does not take (db/pglite-template.ts).
const server = {
  sources: [
    'src/server',
    'src/shared',
    'scripts/build-server.ts',
    'package.json',
    'node_modules/@electric-sql/pglite/package.json',
  ],
  output: path.join(SERVER_OUT_DIR, 'main.js'),
};

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

const outdated = ({ sources, output }: { sources: string[]; output: string }) =>
  Math.max(...sources.map(newestMtime)) > (fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0);

if (outdated(client)) {
  console.log('Building the client…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
if (outdated(server)) {
  console.log('Building the server…');
  await buildServer();
}
