import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A new embedded database starts as a copy of one made and migrated at build time (decision 026): PGlite's initdb
 * alone takes seconds, copying a migrated cluster a tenth of one. A template is named by the migrations it was made
 * with and the PGlite release that made it, so one made by other migrations or another release is never copied: the
 * database is then made from nothing, as without a template. Plain node runs this file and db/client.ts at build
 * time (scripts/build-server.ts): both keep to syntax that only needs erasing.
 */
const PGLITE_TEMPLATE_PREFIX = 'pglite-template-';

/** Names the schema the migrations build: the same files give the same name. */
export function migrationsFingerprint(folder: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(folder, name));
  for (const file of [...files, path.join(folder, 'meta', '_journal.json')]) {
    hash.update(path.basename(file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Another release of the embedded database may not read this one's folders. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The folder name, inside `templatesDir`, of the template for these migrations and this PGlite. */
export function pgliteTemplatePath(templatesDir: string, migrationsFolder: string): string {
  return path.join(
    templatesDir,
    `${PGLITE_TEMPLATE_PREFIX}${migrationsFingerprint(migrationsFolder)}-${pgliteVersion()}`,
  );
}

/**
 * Makes `dataDir` a copy of the matching template when `dataDir` holds no database yet (missing or empty) and the
 * template exists; answers whether it did. The copy is made beside `dataDir` and renamed into place, so a start
 * killed halfway leaves no half database behind: the next one removes the half copy and copies again. Whoever
 * opens `dataDir` holds it alone (the data folder's lock), so the copy's fixed name is safe.
 */
export function copyPgliteTemplate(dataDir: string, templatesDir: string, migrationsFolder: string): boolean {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  const template = pgliteTemplatePath(templatesDir, migrationsFolder);
  if (!fs.existsSync(template)) return false;
  const copy = `${dataDir}.copying`;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(template, copy, { recursive: true });
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(copy, dataDir);
  return true;
}
