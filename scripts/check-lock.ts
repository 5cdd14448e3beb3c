/**
 * Fails when package-lock.json lacks a package that another one lists as optional: npm leaves out other
 * platforms' binaries (Biome's, Tailwind's, Rolldown's, …) when a lock file is rewritten over an existing
 * node_modules, and `npm ci` on those platforms then refuses the lock file. Run by CI on every submission;
 * repair with `rm -rf node_modules package-lock.json && npm install`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}
export interface LockFile {
  packages: Record<string, LockEntry>;
}

/** Where Node would look for `name` from the package at `from`: its own node_modules, then each parent's. */
function candidates(from: string, name: string): string[] {
  const found: string[] = [];
  let dir = from;
  for (;;) {
    found.push(dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`);
    if (!dir) return found;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

/** Each "package → optional dependency" the lock file cannot resolve, e.g. `@biomejs/biome → @biomejs/cli-darwin-arm64`. */
export function missingOptionalPackages(lock: LockFile): string[] {
  const missing: string[] = [];
  for (const [at, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!candidates(at, name).some((where) => where in lock.packages)) {
        missing.push(`${at.replace(/^.*node_modules\//, '') || 'the project'} → ${name}`);
      }
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const missing = missingOptionalPackages(JSON.parse(fs.readFileSync(lockPath, 'utf8')));
  if (missing.length > 0) {
    console.error(`package-lock.json misses ${missing.length} optional package(s) other platforms need:`);
    for (const line of missing) console.error(`  ${line}`);
    console.error('Rebuild it: rm -rf node_modules package-lock.json && npm install');
    process.exit(1);
  }
  console.log('package-lock.json holds every optional package, for every platform');
}
