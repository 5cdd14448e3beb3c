import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SERVER_TEST_FILES, serverSuites } from './scripts/database-suites.ts';

// CI asks for a machine-readable result beside the usual output (see scripts/ci-summary.ts).
const reportDir = process.env.TEST_REPORT_DIR;
// CI runs the suites that can open a database a second time, on PostgreSQL (`--project database`); the others
// do the same on either database, so they run once.
const suites = serverSuites(fileURLToPath(new URL('.', import.meta.url)));
// The server's files share one module graph per worker too (as the client's do, below): each file used to load
// the whole app again, and the suites' import time in CI fell from 817 s to 88 s without it (issue 27). Nothing
// in the server keeps state in a module that a test changes: every test builds its own app, database and clock.
const serverTest = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, isolate: false } as const;

export default defineConfig({
  test: {
    // Vitest's default leaves a core to itself (one worker on a two-core CI machine), but after collecting the
    // files it mostly waits: one worker per core ran the suites in two thirds of the time there.
    maxWorkers: os.availableParallelism(),
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/vitest-${process.env.TEST_REPORT_NAME ?? 'run'}.json` } } : {}),
    projects: [
      { test: { ...serverTest, name: 'database', include: suites.database } },
      { test: { ...serverTest, name: 'server', include: SERVER_TEST_FILES, exclude: suites.database } },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          // Beside the browser suite on a two-core CI machine a form test that takes 2 s alone can take more than 5.
          testTimeout: 20_000,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-support/setup.ts'],
          // The files share one module graph: React, the UI kit and i18n load once per worker instead of once per
          // file, a fraction of the time (issue 27). setup.ts puts back after each test what one can leave changed
          // (mocks, globals, timers, the toast, storage, the language) and mocks the two mocked modules.
          isolate: false,
          // Screens show times in the reader's zone; tests read them in one fixed zone.
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
