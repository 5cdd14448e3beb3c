import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5181);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The workers load this file too, each with a pid of its own: the runner's choice travels in the environment
// (the workers inherit it), so that the fixtures read the very folder the server writes its mail to.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `creditpath-e2e-${process.pid}`);
/** The server's DATA_DIR: its outbox/ holds every email as an .eml file (the e2e server has no SMTP). */
export const dataDir = process.env.E2E_DATA_DIR;
/** The journeys' admin (activateAsAdmin) and the key they activate payments with. */
export const e2eAdminEmail = 'journey.admin@example.com';
/**
 * The admins who sign in through the form in the admin journey, one per project, so that each viewport meets
 * the enrolment screen once per run (and the verify screen after that).
 */
export const e2eFormAdminEmails = {
  desktop: 'journey.admin.desktop@example.com',
  phone: 'journey.admin.phone@example.com',
} as const;
export const e2eActivationKey = 'journey-activation-key-0123';

/**
 * The card-payment journey's own app, in Stripe mode against the local double of Stripe's API (the main app
 * stays in manual mode for the other journeys). Its mail goes to its own outbox, which the fixtures read too.
 */
const stripePort = port + 2;
const stripeDoublePort = port + 1;
export const stripeBaseURL = `http://localhost:${stripePort}`;
export const stripeDataDir = path.join(dataDir, 'stripe');
const stripeWebhookSecret = 'whsec_journeydouble';

/**
 * The real-installation journey's own app: members bring their own reports (CREDIT_PROVIDER=mismo: items typed
 * from the free reports or a vendor's file, no sample), no demo accounts, manual payment through the business's
 * own payment links, and an admin of its own. Its mail goes to its own outbox, which the fixtures read too.
 */
const mismoPort = port + 3;
export const mismoBaseURL = `http://localhost:${mismoPort}`;
export const mismoDataDir = path.join(dataDir, 'mismo');
export const mismoAdminEmail = 'installation.admin@example.com';
/** The payment link a real installation configures for the Professional (monthly) plan. */
export const mismoMonthlyPaymentLink = 'https://pay.example.com/creditpath/monthly';

/**
 * The main app mails letters through Lob's local double (scripts/lob-double.ts), which the mailing journey also
 * orders about on a port of its own: a USPS scan of a mailing's letter, the double's clock set to the app's.
 */
const lobDoublePort = port + 4;
const lobControlPort = port + 5;
export const lobControlURL = `http://127.0.0.1:${lobControlPort}`;
const lobWebhookSecret = 'journey-lob-webhook-secret';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey walks ten or more pages; beside the unit suites on a two-core CI machine the longest took 100 s
  // (alone, 25-60 s). Each step keeps its own short timeout, so a page that hangs still fails at that step.
  timeout: 150_000,
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
  webServer: [
    {
      command: `node --enable-source-maps dist/server/main.js`,
      url: `http://localhost:${port}/api/docs/json`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ADMIN_EMAILS: [e2eAdminEmail, ...Object.values(e2eFormAdminEmails)].join(','),
        // Every journey signs in and up from 127.0.0.1: the per-address budget (20 a minute) is for the world,
        // not for one test machine that signs in dozens of people a minute.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        ADMIN_ACTIVATION_KEY: e2eActivationKey,
        // Lets a journey move the server's clock past a right to cancel (refused outside NODE_ENV=test).
        TEST_CLOCK_CONTROL: 'true',
        LOB_API_KEY: 'test_journeydouble',
        LOB_WEBHOOK_SECRET: lobWebhookSecret,
        LOB_API_URL: `http://127.0.0.1:${lobDoublePort}/v1`,
      },
    },
    {
      command: 'node --import tsx scripts/lob-double.ts',
      url: lobControlURL,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        LOB_DOUBLE_PORT: String(lobDoublePort),
        LOB_DOUBLE_CONTROL_PORT: String(lobControlPort),
        LOB_DOUBLE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/webhooks/lob`,
        LOB_WEBHOOK_SECRET: lobWebhookSecret,
      },
    },
    {
      command: `node --enable-source-maps dist/server/main.js`,
      url: `${stripeBaseURL}/api/docs/json`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(stripePort),
        DATA_DIR: stripeDataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT_PER_IP: '1000',
        TEST_CLOCK_CONTROL: 'true',
        STRIPE_SECRET_KEY: 'sk_test_journeydouble',
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${stripeDoublePort}`,
      },
    },
    {
      command: 'node --import tsx scripts/stripe-double.ts',
      // Any answer will do: the double refuses calls without a key (401) once it listens.
      url: `http://127.0.0.1:${stripeDoublePort}/v1/ready`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        STRIPE_DOUBLE_PORT: String(stripeDoublePort),
        STRIPE_DOUBLE_WEBHOOK_URL: `http://127.0.0.1:${stripePort}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      },
    },
    {
      command: `node --enable-source-maps dist/server/main.js`,
      url: `${mismoBaseURL}/api/docs/json`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(mismoPort),
        DATA_DIR: mismoDataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        CREDIT_PROVIDER: 'mismo',
        SEED_DEMO: 'false',
        ADMIN_EMAILS: mismoAdminEmail,
        ADMIN_ACTIVATION_KEY: e2eActivationKey,
        AUTH_RATE_LIMIT_PER_IP: '1000',
        TEST_CLOCK_CONTROL: 'true',
        PAYMENT_LINK_MONTHLY: mismoMonthlyPaymentLink,
        // A real business's identity: the agreement members sign prints it (no demo banner).
        BUSINESS_NAME: 'CreditPath',
        BUSINESS_ADDRESS: '100 Congress Avenue, Suite 200, Austin, TX 78701',
        SUPPORT_EMAIL: 'help@creditpath-installation.example.com',
      },
    },
  ],
});
