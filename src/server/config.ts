import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { LegalContext } from '#server/features/legal/index.ts';
import { DEFAULT_MAILING_PRICE_CENTS } from '#shared/constants/mailing.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import { DEFAULT_INACTIVE_ACCOUNT_MONTHS } from '#shared/constants/privacy.ts';
import { DAY_MS } from '#shared/constants/time.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' })));

/**
 * Where a plan's "pay" button leads: the payment provider's invoice link. The default is the app's own
 * clearly-labelled demo page, so an offline demo can walk the whole flow without taking money.
 */
const paymentLink = (paymentType: PaymentType) =>
  z
    .string()
    .default(`/demo-payment?plan=${paymentType}`)
    .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
      error: 'must be an https:// URL (or a path on this site)',
    });

/** The defaults of the business identity: fine for a demo, refused in production (CROA needs a real address). */
const PLACEHOLDER_BUSINESS_ADDRESS = 'Demo installation: set BUSINESS_ADDRESS to your mailing address';
const PLACEHOLDER_SUPPORT_EMAIL = 'support@creditpath.example';
const PLACEHOLDER_SETTINGS = ['BUSINESS_ADDRESS', 'SUPPORT_EMAIL'] as const;
type PlaceholderSetting = (typeof PLACEHOLDER_SETTINGS)[number];

/** Lob's API, as its SDK addresses it (the version is part of the base). */
const LOB_API_URL = 'https://api.lob.com/v1';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A whole number from 0 to max, where 0 has a meaning of its own that the error message names. */
const wholeNumberUpTo = (
  max: number,
  { unit, zeroMeans, fallback }: { unit: string; zeroMeans: string; fallback: number },
) => {
  const range = { error: `must be between 0 (${zeroMeans}) and ${max}` };
  return z.coerce
    .number({ error: `must be ${unit}` })
    .int()
    .min(0, range)
    .max(max, range)
    .default(fallback);
};

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: wholeNumberUpTo(65535, { unit: 'a port number', zeroMeans: 'any free port', fallback: 5000 }),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection URL' }).optional(),
  ADMIN_EMAILS: emailList.default([]),
  OWNER_EMAIL: z
    .email({ error: 'must be an email address' })
    .transform((email) => email.trim().toLowerCase())
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // Only named proxies, never "trust everything": the client could then choose its own address (and dodge
  // the sign-in limits) by sending X-Forwarded-For. Fastify takes no hop count (it fails closed).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      if (value === 'false') return false as const;
      const entries = value.split(',').map((entry) => entry.trim());
      const valid = (entry: string) =>
        ['loopback', 'linklocal', 'uniquelocal'].includes(entry) || isIP(entry.split('/')[0] ?? '') !== 0;
      if (entries.every(valid)) return entries;
      context.addIssue({
        code: 'custom',
        message: "must be false, or the proxies' addresses or CIDRs (or loopback, linklocal, uniquelocal)",
      });
      return z.NEVER;
    }),
  AUTH_RATE_LIMIT_PER_IP: positiveInt(20),
  AUTH_RATE_LIMIT_PER_ACCOUNT: positiveInt(5),
  SESSION_TTL_DAYS: positiveInt(30),
  ENCRYPTION_KEY: z
    .base64({ error: 'must be 32 random bytes in base64 (openssl rand -base64 32)' })
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      error: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  CREDIT_PROVIDER: z.enum(['demo', 'mismo']).default('demo'),
  PAYMENT_LINK_BASIC: paymentLink('per_dispute'),
  PAYMENT_LINK_MONTHLY: paymentLink('monthly'),
  PAYMENT_LINK_PREMIUM: paymentLink('premium'),
  ADMIN_ACTIVATION_KEY: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  BUSINESS_NAME: z.string().min(1).default('CreditPath'),
  BUSINESS_ADDRESS: z.string().min(1).default(PLACEHOLDER_BUSINESS_ADDRESS),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default(PLACEHOLDER_SUPPORT_EMAIL),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  TEST_CLOCK_CONTROL: booleanFlag.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a webhook signing secret (whsec_…)' })
    .optional(),
  /** Only for tests and local runs against a double of Stripe's API; never in production. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // Lob's own format: `test_…` keys reach its test environment (nothing is printed), `live_…` keys mail for real.
  // A publishable key (`test_pub_…`, `live_pub_…`) can only verify addresses: Lob refuses letters sent with one.
  LOB_API_KEY: z
    .string()
    .regex(/^(test|live)_(?!pub_)\w+$/, { error: 'must be a Lob secret API key (test_… or live_…, not test_pub_…)' })
    .optional(),
  // Lob gives the webhook's secret in its dashboard and documents no format for it.
  LOB_WEBHOOK_SECRET: z.string().optional(),
  /** Only for tests and local runs against a double of Lob's API; never in production. */
  LOB_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** What the member pays for one letter mailed (USPS Certified Mail with return receipt), in cents. */
  MAILING_PRICE_CENTS: positiveInt(DEFAULT_MAILING_PRICE_CENTS),
  PUBLIC_FIGURES_MIN_MEMBERS: positiveInt(100),
  PUBLIC_FIGURES_MIN_OUTCOMES: positiveInt(50),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  API_DOCS: booleanFlag.optional(),
  SESSION_CACHE_SECONDS: wholeNumberUpTo(60, { unit: 'a whole number of seconds', zeroMeans: 'no cache', fallback: 5 }),
  JOB_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a whole number of seconds' }).int().positive().optional(),
  // The FTC Safeguards Rule (16 CFR 314.4(c)(6)) asks for disposal within two years of last use; the warning
  // needs a month before it.
  INACTIVE_ACCOUNT_MONTHS: z.coerce
    .number({ error: 'must be a whole number of months' })
    .int()
    .min(2, { error: 'must be between 2 and 24 (the Safeguards Rule allows two years at most)' })
    .max(24, { error: 'must be between 2 and 24 (the Safeguards Rule allows two years at most)' })
    .default(DEFAULT_INACTIVE_ACCOUNT_MONTHS),
  // Each time-driven job holds a connection for its advisory lock while it runs (decision 013): four jobs
  // and at least one request must fit.
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(5, { error: 'must be at least 5 (the jobs hold up to four connections while they run)' })
    .default(10),
});

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Holds the embedded database, its lock and the demo credentials; always resolved to an absolute path. */
  dataDir: string;
  database: DatabaseTarget;
  adminEmails: string[];
  /** The business owner's account: always an admin, never demoted, and the one who sees the dashboard's /admin button. */
  ownerEmail: string | null;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  /** The app's own origin, when it is served behind a proxy under another name. */
  publicOrigin: string | null;
  /** false, or the proxies whose X-Forwarded-* headers are believed. */
  trustProxy: false | string[];
  authRateLimit: { perIp: number; perAccount: number; windowMs: number };
  sessionTtlMs: number;
  clientDir: string;
  /** From ENCRYPTION_KEY; when absent the embedded mode keeps a key file in DATA_DIR (see crypto/). */
  encryptionKey: Buffer | null;
  /** Where new reports come from: `demo` (synthetic sample data) or `mismo` (re-reads the imported file). */
  creditProvider: 'demo' | 'mismo';
  paymentLinks: Record<PaymentType, string>;
  /**
   * The second factor of an activation: an admin session is not enough on its own. Null means activation is
   * refused, unless the embedded demo creates one (see demo-seed.ts).
   */
  adminActivationKey: string | null;
  /** Who we are, as the contract and the legal pages state it. */
  legal: LegalContext;
  /** The browser journeys move the server's clock (past a right to cancel, a due date): NODE_ENV=test only. */
  testClockControl: boolean;
  /** Where mail goes: an SMTP server, or (embedded default) .eml files in an outbox folder. */
  mail: { transport: { kind: 'smtp'; url: string } | { kind: 'outbox'; dir: string }; from: string };
  /** The origin the links in our emails point at: PUBLIC_URL, else this machine's port. */
  appOrigin: string;
  /** Settings still at their demo placeholder (refused in production; a banner says so in development). */
  placeholders: PlaceholderSetting[];
  /**
   * Who verifies payments: Stripe when both its keys are set (apiUrl points the SDK at a local double in
   * tests), else an admin by hand, from the payment links above.
   */
  payments:
    | { processor: 'manual' }
    | { processor: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: URL | null };
  /**
   * Lob, who prints and mails letters for members (issue 28), when both its keys are set; null leaves mailing
   * to the member. apiUrl is Lob's own unless a test points it at a local double.
   */
  printMail: { apiKey: string; webhookSecret: string; apiUrl: string; priceCents: number } | null;
  /**
   * The landing page's figures are shown only once they rest on enough members and recorded outcomes to mean
   * something; until then the page says how the service works instead.
   */
  publicFigures: { minMembers: number; minOutcomes: number };
  /**
   * Who may read /metrics: with a token, only a request bearing it; without one, anybody outside production and
   * nobody in production.
   */
  metricsToken: string | null;
  /**
   * Whether /api/docs serves the OpenAPI reference: a map of every route is help to an attacker, so production
   * serves it only when API_DOCS asks for it.
   */
  apiDocs: boolean;
  /**
   * Whether overload is answered 503 (plugins/load-shedding.ts). Always on in a server; the test apps turn it
   * off, because on a busy test machine the embedded database's long synchronous steps stall the event loop past
   * the bound and shed the very requests a test is about (load-shedding.test.ts tests the shedding itself).
   */
  shedLoad: boolean;
  /**
   * How long an instance may reuse a session or a member's dashboard figures it resolved: the bound on a change
   * whose notice was missed (0 keeps nothing). See decision 013.
   */
  memberCacheMs: number;
  /** Every time-driven job runs this often when set (tests, small sites); else each at its own pace. */
  jobIntervalMs: number | null;
  /** Members unused this long are purged, after a warning (decision 017). */
  inactiveAccountMonths: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; a bad value stops the server with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable means "not set", as a shell's `VAR=` does.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK_CONTROL && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK_CONTROL: only with NODE_ENV=test');
  }
  const placeholders = PLACEHOLDER_SETTINGS.filter(
    (name) => e[name] === (name === 'BUSINESS_ADDRESS' ? PLACEHOLDER_BUSINESS_ADDRESS : PLACEHOLDER_SUPPORT_EMAIL),
  );
  if (e.NODE_ENV === 'production') {
    const problems = [
      ...placeholders.map((name) => `  ${name}: must be set in production (the notice of cancellation names it)`),
      ...(e.SEED_DEMO ? ['  SEED_DEMO: demo accounts are never created in production'] : []),
      ...(['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'] as const)
        .filter((name) => !e[name])
        .map((name) => `  ${name}: must be set in production (members verify their email through links we send)`),
    ];
    if (e.STRIPE_API_URL) problems.push('  STRIPE_API_URL: only for tests against a local double, never in production');
    if (e.LOB_API_URL) problems.push('  LOB_API_URL: only for tests against a local double, never in production');
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to take payments through Stripe, or neither',
    );
  }
  if (Boolean(e.LOB_API_KEY) !== Boolean(e.LOB_WEBHOOK_SECRET)) {
    const missing = e.LOB_API_KEY ? 'LOB_WEBHOOK_SECRET' : 'LOB_API_KEY';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: set both LOB_API_KEY and LOB_WEBHOOK_SECRET to mail letters through Lob, or neither`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    // The owner is an admin like those of ADMIN_EMAILS, applied the same way.
    adminEmails:
      e.OWNER_EMAIL && !e.ADMIN_EMAILS.includes(e.OWNER_EMAIL) ? [...e.ADMIN_EMAILS, e.OWNER_EMAIL] : e.ADMIN_EMAILS,
    ownerEmail: e.OWNER_EMAIL ?? null,
    logLevel: e.LOG_LEVEL,
    // Demo accounts on a real server database only when asked for by name, and never in production.
    seedDemo: e.NODE_ENV !== 'production' && (e.SEED_DEMO ?? !e.DATABASE_URL),
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowMs: 60_000,
    },
    sessionTtlMs: e.SESSION_TTL_DAYS * DAY_MS,
    clientDir: path.resolve('dist/client'),
    encryptionKey: e.ENCRYPTION_KEY ? Buffer.from(e.ENCRYPTION_KEY, 'base64') : null,
    creditProvider: e.CREDIT_PROVIDER,
    paymentLinks: {
      per_dispute: e.PAYMENT_LINK_BASIC,
      monthly: e.PAYMENT_LINK_MONTHLY,
      premium: e.PAYMENT_LINK_PREMIUM,
    },
    adminActivationKey: e.ADMIN_ACTIVATION_KEY ?? null,
    legal: { businessName: e.BUSINESS_NAME, businessAddress: e.BUSINESS_ADDRESS, supportEmail: e.SUPPORT_EMAIL },
    testClockControl: e.TEST_CLOCK_CONTROL ?? false,
    mail: {
      transport: e.SMTP_URL ? { kind: 'smtp', url: e.SMTP_URL } : { kind: 'outbox', dir: path.join(dataDir, 'outbox') },
      from: e.MAIL_FROM ?? `${e.BUSINESS_NAME} <no-reply@localhost>`,
    },
    appOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    placeholders,
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            processor: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : null,
          }
        : { processor: 'manual' },
    printMail:
      e.LOB_API_KEY && e.LOB_WEBHOOK_SECRET
        ? {
            apiKey: e.LOB_API_KEY,
            webhookSecret: e.LOB_WEBHOOK_SECRET,
            apiUrl: e.LOB_API_URL ?? LOB_API_URL,
            priceCents: e.MAILING_PRICE_CENTS,
          }
        : null,
    publicFigures: { minMembers: e.PUBLIC_FIGURES_MIN_MEMBERS, minOutcomes: e.PUBLIC_FIGURES_MIN_OUTCOMES },
    metricsToken: e.METRICS_TOKEN ?? null,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    shedLoad: true,
    memberCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    jobIntervalMs: e.JOB_INTERVAL_SECONDS ? e.JOB_INTERVAL_SECONDS * 1000 : null,
    inactiveAccountMonths: e.INACTIVE_ACCOUNT_MONTHS,
  };
}
