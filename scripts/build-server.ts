import fs from 'node:fs';

/**
 * The server as plain JavaScript in dist/server, so that production runs on `node` with no TypeScript loader.
 * The packages stay in node_modules (native modules, and the files they read beside themselves: PGlite's
 * WebAssembly, pdfkit's font metrics); only our own code is bundled, the `#shared/*` and `#server/*` imports
 * included. The worker that reads credit report files is its own entry, beside the bundle where
 * features/credit/import-pool.ts looks for it.
 */
export const SERVER_OUT_DIR = 'dist/server';

export async function buildServer(): Promise<void> {
  // esbuild is a development tool: `npm start` on a production install imports this file and builds nothing.
  const { build } = await import('esbuild');
  // A file removed from the sources (a migration renamed, an entry dropped) must not live on in the output.
  fs.rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: 'src/server/main.ts',
      'import-worker': 'src/server/features/credit/import-worker.ts',
    },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
  });
  // db/client.ts reads its migrations from './migrations' beside its own module, which is now main.js.
  fs.cpSync('src/server/db/migrations', `${SERVER_OUT_DIR}/migrations`, { recursive: true });
}

if (import.meta.main) await buildServer();
