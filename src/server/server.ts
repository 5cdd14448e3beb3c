import type { FastifyInstance } from 'fastify';
import { settleDueSubscriptions } from './allowance/settle-due-subscriptions.ts';
import { buildApp } from './app.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { type Cipher, createCipher } from './crypto/cipher.ts';
import { resolveEncryptionKey } from './crypto/encryption-key.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type DataDirLock, lockDataDir } from './db/data-dir-lock.ts';
import { type DemoAccount, demoActivationKey, seedDemoAccounts, seedDemoReport } from './db/seed.ts';
import { grantConfiguredAdmins } from './features/auth/grant-configured-admins.ts';
import { createStripe } from './features/billing/stripe/stripe-client.ts';
import { seedArticles } from './features/education/seed-articles.ts';
import { startNotificationSweep } from './features/notifications/notification-pass.ts';
import { purgeStaleDrafts } from './features/onboarding/draft-queries.ts';
import { sealLegacyLetters } from './letters/seal-legacy-letters.ts';
import { createMailer } from './mail/mailer.ts';

/** How often time-driven changes are applied when nobody is looking (see allowance/ and onboarding drafts). */
const SETTLEMENT_SWEEP_MS = 5 * 60 * 1000;

/** How often due Stripe payments are charged when nothing else has asked for a run (see charge-job.ts). */
const CHARGE_JOB_MS = 60 * 1000;

/**
 * Time-driven work nobody asks for: subscriptions settled (then the charges that made due sent), onboarding
 * drafts untouched for 24 hours purged.
 */
function startSettlementSweep(
  app: FastifyInstance,
  deps: { db: Database; cipher: Cipher; clock: Clock },
): NodeJS.Timeout {
  const { db, cipher, clock } = deps;
  const run = () => {
    settleDueSubscriptions(db, cipher, clock.now(), (error, userId) =>
      app.log.error({ err: error, userId }, 'settling a subscription failed'),
    )
      .then(() => app.charges.run())
      .catch((error: unknown) => app.log.error({ err: error }, 'subscription settlement sweep failed'));
    purgeStaleDrafts(db, clock.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'onboarding draft purge failed'),
    );
  };
  const timer = setInterval(run, SETTLEMENT_SWEEP_MS);
  timer.unref();
  return timer;
}

export interface RunningServer {
  app: FastifyInstance;
  demoAccounts: DemoAccount[];
  /** Printed with the demo accounts when the demo made its own (no ADMIN_ACTIVATION_KEY). */
  demoActivationKey: string | null;
  /** Stops taking requests, flushes and closes the database, releases the data folder. */
  close(): Promise<void>;
}

/** Everything `npm start` does before listening: lock, open and migrate, grant admins, seed. */
export async function startServer(configured: AppConfig, clock: Clock): Promise<RunningServer> {
  const generatedKey =
    configured.seedDemo && !configured.adminActivationKey ? demoActivationKey(configured.dataDir) : null;
  const config = generatedKey ? { ...configured, adminActivationKey: generatedKey } : configured;
  const lock: DataDirLock | null = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : null;
  try {
    const cipher = createCipher(
      resolveEncryptionKey({
        configuredKey: config.encryptionKey,
        dataDir: config.dataDir,
        embedded: config.database.kind === 'pglite',
      }),
    );
    // The app's logger does not exist yet when the database opens; background errors reach it once it does.
    let logError = (error: unknown) => console.error(error);
    const database = await openDatabase(config.database, (error) => logError(error));
    // The outbox's one line per message is for the person at the console.
    const mailer = createMailer(config.mail, (line) => console.log(line));
    const stripe = createStripe(config.payments);
    const app = await buildApp({ config, db: database.db, clock, cipher, mailer, stripe, changes: database.changes });
    logError = (error) => app.log.error({ err: error }, 'database change listener');
    const chargeTimer = stripe ? setInterval(() => app.charges.run(), CHARGE_JOB_MS) : null;
    chargeTimer?.unref();
    const sweep = startSettlementSweep(app, { db: database.db, cipher, clock });
    const notificationSweep = startNotificationSweep({ db: database.db, mailer, config, clock, log: app.log });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      if (chargeTimer) clearInterval(chargeTimer);
      await app.charges.stop();
      await notificationSweep.stop();
      mailer.close();
      await database.close();
      lock?.release();
    });
    try {
      await grantConfiguredAdmins(database.db, config.adminEmails);
      await seedArticles(database.db, clock);
      await sealLegacyLetters(database.db, cipher);
      const demoAccounts = config.seedDemo ? await seedDemoAccounts(database.db, clock, config.dataDir) : [];
      if (config.seedDemo) await seedDemoReport({ db: database.db, clock, cipher });
      return { app, demoAccounts, demoActivationKey: generatedKey, close: () => app.close() };
    } catch (error) {
      await app.close();
      throw error;
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
}
