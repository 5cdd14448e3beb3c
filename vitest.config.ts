import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// CI asks for a machine-readable result beside the usual output (see scripts/ci-summary.ts).
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/vitest-${process.env.TEST_REPORT_NAME ?? 'run'}.json` } } : {}),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-support/setup.ts'],
          // Screens show times in the reader's zone; tests read them in one fixed zone.
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
