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
    // Two entries: the app, and the landing page a visitor gets at / (see plugins/client-app.ts).
    rollupOptions: { input: { app: 'index.html', landing: 'landing.html' } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${apiPort}` } },
  },
});
