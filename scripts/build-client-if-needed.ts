import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** `npm start` builds the client only when a source is newer than the last build. */
const sources = [
  'index.html',
  'landing.html',
  'public',
  'src/client',
  'src/shared',
  'vite.config.ts',
  'package-lock.json',
];
const builtIndex = 'dist/client/index.html';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (changedAt > builtAt) {
  console.log('Building the client…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
