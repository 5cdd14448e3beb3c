import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5181);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = path.join(os.tmpdir(), `creditpath-e2e-${process.pid}`);
/** The journeys' admin and the key they activate payments with. */
export const e2eAdminEmail = 'journey.admin@example.com';
export const e2eActivationKey = 'journey-activation-key-0123';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.TEST_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      // Without these, Chromium keeps trying to reach Google's services, which this network refuses.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: `node --import tsx src/server/main.ts`,
    url: `http://localhost:${port}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAILS: e2eAdminEmail,
      ADMIN_ACTIVATION_KEY: e2eActivationKey,
      // Lets a journey move the server's clock past a right to cancel (refused outside NODE_ENV=test).
      TEST_CLOCK_CONTROL: 'true',
    },
  },
});
