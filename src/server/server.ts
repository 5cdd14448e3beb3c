import type { FastifyInstance } from 'fastify';
import { createCipher } from '#server/crypto/cipher.ts';
import { resolveEncryptionKey } from '#server/crypto/encryption-key.ts';
import { openDatabase } from '#server/db/client.ts';
import { type DataDirLock, lockDataDir } from '#server/db/data-dir-lock.ts';
import { grantConfiguredAdmins } from '#server/features/auth/index.ts';
import { createStripe } from '#server/features/billing/index.ts';
import { seedArticles } from '#server/features/education/index.ts';
import { sealLegacyLetters } from '#server/features/letters/index.ts';
import { createLobClient } from '#server/features/mailing/index.ts';
import { sealPlainProfiles } from '#server/features/profile/index.ts';
import { sealPlainDisputeDetails } from '#server/features/submission/index.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { buildApp } from './app.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { type DemoAccount, demoActivationKey, seedDemoAccounts, seedDemoReport } from './demo-seed.ts';
import { startJobs } from './start-jobs.ts';

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
    const lob = config.printMail && createLobClient(config.printMail);
    const app = await buildApp({
      config,
      db: database.db,
      clock,
      cipher,
      mailer,
      stripe,
      lob,
      changes: database.changes,
      poolStats: database.poolStats,
    });
    logError = (error) => app.log.error({ err: error }, 'database change listener');
    const jobs = startJobs({ app, database, cipher, clock, config, mailer, stripe, lob });
    app.addHook('onClose', async () => {
      // Hooks run last-added first: the emails still leaving after their answers go before the mailer and database.
      await app.afterReply.settled();
      await jobs.stop();
      mailer.close();
      await database.close();
      lock?.release();
    });
    try {
      await grantConfiguredAdmins(database.db, config.adminEmails);
      await seedArticles(database.db, clock);
      await sealLegacyLetters(database.db, cipher);
      await sealPlainProfiles(database.db, cipher);
      await sealPlainDisputeDetails(database.db, cipher);
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
