import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Clock } from '#server/clock.ts';
import { type AppConfig, loadConfig } from '#server/config.ts';
import { type Cipher, createCipher } from '#server/crypto/cipher.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import type { MemberChanges } from '#server/db/member-changes.ts';
import { createStripe } from '#server/features/billing/stripe/stripe-client.ts';
import { createLobClient, type LobClient } from '#server/features/mailing/index.ts';
import { createMailer, type Mailer } from '#server/mail/mailer.ts';
import { DEFAULT_MAILING_PRICE_CENTS } from '#shared/constants/mailing.ts';
import { type LobDouble, startLobDouble } from './lob-double.ts';
import { type ReceivedMail, readOutbox } from './outbox.ts';
import { openTestDatabase, type TestDatabaseLocation } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: MutableClock;
  cipher: Cipher;
  mailer: Mailer;
  /** The app's Stripe SDK instance (null in manual mode): tests act on the double through the same one. */
  stripe: Stripe | null;
  /** The app's configuration, as it runs with it. */
  config: AppConfig;
  /** The local Lob the app mails through, when it was made with `{ lob: true }` (else null). */
  lob: LobDouble | null;
  /** The app's own Lob client, pointed at that double (null without it): tests call the service as the app does. */
  lobClient: LobClient | null;
  /** The database's change notices, which the app's caches forget by. */
  changes: MemberChanges;
  /** Where the database keeps its data at rest, for tests that read it raw. */
  location: TestDatabaseLocation;
  /** Every message the app sent, oldest first, parsed back from the outbox's .eml files. */
  outbox(): Promise<ReceivedMail[]>;
  /** Every log line the app wrote, as text. */
  logs(): string;
  close(): Promise<void>;
}

export interface MutableClock extends Clock {
  set(date: Date): void;
  advance(ms: number): void;
}

export function createMutableClock(start = new Date('2026-11-22T15:00:00Z')): MutableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** An installation whose business set its name, address and support email: no placeholder is left. */
export const CONFIGURED_BUSINESS = {
  legal: { businessName: 'Path LLC', businessAddress: '1 Elm St, Austin, TX 78701', supportEmail: 'help@path.example' },
  placeholders: [],
} satisfies Partial<AppConfig>;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), shedLoad: false, ...overrides };
}

/** The Lob webhook secret of a test app mailing through the Lob double. */
export const LOB_WEBHOOK_SECRET = 'lob-webhook-secret';

/** What a test app is made with besides its configuration. */
export interface TestAppOptions {
  /** Mail letters through a local Lob double on the app's clock (config.printMail set to it, at the default price). */
  lob?: boolean;
}

/** Builds the real app on a fresh database; call `app.ready()` yourself after adding test-only routes. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = createMutableClock();
  const lob = options.lob ? await startLobDouble({ webhookSecret: LOB_WEBHOOK_SECRET, now: () => clock.now() }) : null;
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const cipher = createCipher(randomBytes(32));
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-outbox-'));
  const config = testConfig({
    mail: { transport: { kind: 'outbox', dir: outboxDir }, from: 'CreditPath <no-reply@localhost>' },
    ...(lob && {
      printMail: {
        apiKey: 'test_0dc8d51e0acffcb1880e0f19c79b2f5b0cc',
        webhookSecret: LOB_WEBHOOK_SECRET,
        apiUrl: `${lob.url}/v1`,
        priceCents: DEFAULT_MAILING_PRICE_CENTS,
      },
    }),
    ...overrides,
  });
  const mailer = createMailer(config.mail, () => {});
  const stripe = createStripe(config.payments);
  const lobClient = config.printMail && createLobClient(config.printMail);
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    cipher,
    mailer,
    stripe,
    lob: lobClient,
    logStream,
    changes: database.changes,
  });
  settleBeforeEachRequest(app, database.changes);
  return {
    app,
    db: database.db,
    clock,
    cipher,
    location: database.location,
    mailer,
    stripe,
    config,
    lob,
    lobClient,
    changes: database.changes,
    // Account emails leave after the answer (lib/after-reply.ts): what was asked before has been sent first.
    outbox: async () => {
      await app.afterReply.settled();
      return readOutbox(outboxDir);
    },
    logs: () => chunks.join(''),
    async close() {
      await app.close();
      mailer.close();
      await lob?.close();
      await database.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * What a test file's tests share, made once before its first test (in vitest's beforeAll) and, with `dispose`,
 * undone after its last. Hooks run in the order they were declared, so a value may use one made above it
 * (`const admin = setUpOnce(() => signUpAdmin(t))` under `const t = setUpTestApp()`). See `standIn`.
 */
export function setUpOnce<T extends object>(make: () => Promise<T>, dispose?: (value: T) => Promise<void>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (dispose) {
    afterAll(async () => {
      if (value) await dispose(value);
    });
  }
  return standIn(() => value);
}

/**
 * An object that stands for one made later, at the top of a test file, where the tests are declared before it
 * exists: each property is read from what `current` answers at the time. Read it inside tests and hooks only.
 */
export function standIn<T extends object>(current: () => T | undefined): T {
  const made = (): T => {
    const value = current();
    if (value === undefined) throw new Error('made in beforeAll: read it inside a test or a hook');
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(made(), key),
    set: (_target, key, value) => Reflect.set(made(), key, value),
    has: (_target, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The test file's app (see `createTestApp`), built before its first test and closed after its last. `prepare`
 * runs on it before the tests: test-only routes, seeded rows.
 */
export function setUpTestApp(
  overrides: Partial<AppConfig> = {},
  prepare?: (t: TestApp) => Promise<unknown>,
  options: TestAppOptions = {},
): TestApp {
  return setUpOnce(
    async () => {
      const t = await createTestApp(overrides, options);
      try {
        await prepare?.(t);
      } catch (error) {
        await t.close();
        throw error;
      }
      return t;
    },
    (t) => t.close(),
  );
}

/**
 * A local port the system just gave out and that was closed again: free for a server a test starts on it, and,
 * until one does, a port where nothing answers.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A second instance of the app on `one`'s database, as another machine behind the load balancer. On PostgreSQL
 * it has its own pool and its own listener of change notices, as another machine would; the embedded database has
 * one process, so both share its handle.
 */
export async function anotherInstance(one: TestApp, overrides: Partial<AppConfig> = {}) {
  const database = one.location.kind === 'postgres' ? await openDatabase(one.location) : null;
  const changes = database?.changes ?? one.changes;
  const app = await buildApp({
    config: testConfig({ ...overrides, logLevel: 'warn' }),
    db: database?.db ?? one.db,
    clock: one.clock,
    cipher: one.cipher,
    mailer: one.mailer,
    changes,
  });
  return {
    app,
    changes,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}

/**
 * Tests also change rows directly, then ask the app at once. On PostgreSQL the notice of such a change reaches
 * the app's listener a moment later; a member asking a millisecond after is fine in production, but a test must
 * not depend on that moment: each injected request waits until the app has heard every change made before it.
 */
function settleBeforeEachRequest(app: FastifyInstance, changes: MemberChanges) {
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : changes.settle().then(() => inject(options))) as typeof app.inject;
}

/** The session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'cp_session');
  if (!cookie) throw new Error(`no session cookie in a ${response.statusCode} response`);
  return `${cookie.name}=${cookie.value}`;
}
