import fs from 'node:fs';
import path from 'node:path';

/**
 * Which server test files can open a database, so that CI runs only those a second time on PostgreSQL. The
 * answer must err on the side of "yes": a suite wrongly called pure would silently lose its PostgreSQL run.
 *
 * A file can open a database when anything it imports at run time, however indirectly (through the project's
 * own modules; packages are not entered), imports a database driver, or starts code in another process or thread:
 * what runs there (the app started by a suite, say) escapes the walk, and inherits DATABASE_URL.
 */
const OPENERS = [
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm/node-postgres',
  'drizzle-orm/pglite',
  'node:child_process',
  'child_process',
  'node:worker_threads',
  'worker_threads',
  'node:cluster',
  'cluster',
  'piscina',
];

/** `import x from '…'`, `export { x } from '…'`, `import '…'` and `import('…')`, over several lines. */
const IMPORT_PATTERN =
  /\b(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ImportedModule {
  specifier: string;
  /** Erased by the compiler (`import type`, or every name marked `type`): never loaded, so never followed. */
  typeOnly: boolean;
}

export function importsOf(source: string): ImportedModule[] {
  const found: ImportedModule[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const [, typeKeyword, clause = '', fromSpecifier, bareSpecifier, dynamicSpecifier] = match;
    const specifier = fromSpecifier ?? bareSpecifier ?? dynamicSpecifier;
    if (specifier === undefined) continue;
    found.push({ specifier, typeOnly: typeKeyword !== undefined || onlyTypeNames(clause) });
  }
  return found;
}

function onlyTypeNames(clause: string): boolean {
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  if (names === undefined) return false;
  const listed = names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return listed.length > 0 && listed.every((name) => name.startsWith('type '));
}

function isOpener(specifier: string): boolean {
  return OPENERS.some((opener) => specifier === opener || specifier.startsWith(`${opener}/`));
}

/** The file a project-local specifier names (relative, or one of package.json's `#…/*` imports); null for a package. */
export function resolveLocal(specifier: string, fromFile: string, root: string): string | null {
  const aliased = /^#(server|shared|client)\/(.*)$/.exec(specifier);
  if (aliased) return path.join(root, 'src', aliased[1] as string, aliased[2] as string);
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

export type ReadSource = (file: string) => string | null;

const readFromDisk: ReadSource = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/** Whether `file` (absolute) can open a database, by the rule above; `read` answers null for a missing file. */
export function touchesDatabase(file: string, root: string, read: ReadSource = readFromDisk): boolean {
  const seen = new Set<string>();
  const pending = [file];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    const source = read(current);
    // A local module the walk cannot read may be anything: count it as a database opener.
    if (source === null) return true;
    for (const { specifier, typeOnly } of importsOf(source)) {
      if (typeOnly) continue;
      if (isOpener(specifier)) return true;
      const local = resolveLocal(specifier, current, root);
      if (local !== null && /\.[cm]?[jt]sx?$/.test(local)) pending.push(local);
    }
  }
  return false;
}

/** The server-side test files (relative to `root`), as vitest's server projects include them. */
export const SERVER_TEST_FILES = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'];

/** The server-side test files, split into those that can open a database and the others. */
export function serverSuites(root: string): { database: string[]; pure: string[] } {
  const files = fs.globSync(SERVER_TEST_FILES, { cwd: root }).sort();
  const database = files.filter((file) => touchesDatabase(path.join(root, file), root));
  return { database, pure: files.filter((file) => !database.includes(file)) };
}
