import fs from 'node:fs';
import path from 'node:path';

/**
 * The server as plain JavaScript in dist/server, so that production runs on `node` with no TypeScript loader.
 * The packages stay in node_modules (native modules, and the files they read beside themselves: PGlite's
 * WebAssembly, pdfkit's font metrics), except those in BUNDLED; our own code is bundled, the `#shared/*` and
 * `#server/*` imports included. The worker that reads credit report files is its own entry, beside the bundle where
 * features/credit/import-pool.ts looks for it. Beside them, the embedded database's template: a cluster made and
 * migrated here, which a first start copies instead of making its own (db/pglite-template.ts, decision 026).
 */
export const SERVER_OUT_DIR = 'dist/server';

export async function buildServer(): Promise<void> {
  // esbuild is a development tool: `npm start` on a production install imports this file and builds nothing.
  const { build } = await import('esbuild');
  // A file removed from the sources (a migration renamed, an entry dropped) must not live on in the output.
  fs.rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  // Before the bundle: build-if-needed.ts takes an existing main.js for a whole build.
  await buildPgliteTemplate();
  await build({
    entryPoints: {
      main: 'src/server/main.ts',
      'import-worker': 'src/server/features/credit/import-worker.ts',
    },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    external: externalPackages(),
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
  });
  // db/client.ts reads its migrations from './migrations' beside its own module, which is now main.js.
  fs.cpSync('src/server/db/migrations', `${SERVER_OUT_DIR}/migrations`, { recursive: true });
}

/**
 * Packages bundled with our code: plain ES modules that read no file of their own. The server uses about a hundred
 * of Drizzle's modules, and Node resolving and loading them one by one took a few hundred milliseconds of every
 * start; bundled, they are part of one file read once (decision 026 has the figures). Every other package of
 * package.json stays external.
 */
const BUNDLED = new Set(['drizzle-orm']);

function externalPackages(): string[] {
  const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => !BUNDLED.has(name));
}

async function buildPgliteTemplate(): Promise<void> {
  // Loaded here, not at the top: `npm start` imports this file on every start and needs neither.
  const { openDatabase, migrationsFolder } = await import('../src/server/db/client.ts');
  const { pgliteTemplatePath } = await import('../src/server/db/pglite-template.ts');
  const template = pgliteTemplatePath(SERVER_OUT_DIR, migrationsFolder);
  // Made aside and renamed: a build stopped halfway must not leave a template that a start would copy.
  const building = `${template}.building`;
  fs.mkdirSync(SERVER_OUT_DIR, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  await database.close();
  // PGlite leaves some files readable by their owner only; the image's server runs as another user than the build.
  for (const entry of fs.readdirSync(building, { recursive: true, withFileTypes: true })) {
    fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
  fs.renameSync(building, template);
}

if (import.meta.main) await buildServer();
