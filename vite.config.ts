import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingLocales } from './scripts/landing-locales-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';

const apiPort = process.env.PORT ?? '5000';

export default defineConfig({
  plugins: [react(), tailwindcss(), landingLocales(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle.ts reads the manifest to weigh what each entry loads.
    manifest: true,
    rolldownOptions: {
      // Two entries: the app, and the landing page a visitor gets at / (see plugins/client-app.ts).
      input: { app: 'index.html', landing: 'landing.html' },
      output: {
        // Zod and its jitless setting in one chunk, the setting right after zod's core: every chunk that builds a
        // schema imports this one, so the setting is in place before any schema is built, whichever chunks a page
        // loads (src/client/lib/zod-jitless.ts). Left to itself, the bundler put the setting in the app's entry
        // chunk, which runs after the chunks it imports, one of which built schemas.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]client[\\/]lib[\\/]zod-jitless\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${apiPort}` } },
  },
});
