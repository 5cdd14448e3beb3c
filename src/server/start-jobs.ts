import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { settleDueSubscriptions } from '#server/features/allowance/index.ts';
import { type LobClient, reconcileMailings, resumeUnsentMailings } from '#server/features/mailing/index.ts';
import { NOTIFICATION_SWEEP_MS, runNotificationPass } from '#server/features/notifications/index.ts';
import { purgeStaleDrafts } from '#server/features/onboarding/index.ts';
import { runDisposal } from '#server/features/privacy/index.ts';
import { type Job, type RunningJob, startJob } from '#server/jobs/job-runner.ts';
import { purgeEndedAttemptWindows } from '#server/lib/attempt-limiter.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { purgeExpiredIdempotentRequests } from '#server/plugins/idempotency-queries.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';

/** How often time-driven changes are applied when nobody is looking (see allowance/ and onboarding drafts). */
const SETTLEMENT_SWEEP_MS = 5 * 60 * 1000;

/**
 * Disposal is daily work, looked at every hour: a timer of a day would never fire on an instance restarted
 * more often than that, and a run with nothing due is two indexed reads.
 */
const DISPOSAL_SWEEP_MS = HOUR_MS;

/** How often due Stripe payments are charged when nothing else has asked for a run (see charge-job.ts). */
const CHARGE_JOB_MS = 60 * 1000;

/**
 * How often mailings Lob never confirmed are handed over again (the member was told "within minutes") and letters
 * not heard of lately are read back (see reconcile-mailings.ts for "lately"): a run with nothing due is two reads.
 */
const RECONCILE_MAILINGS_MS = SETTLEMENT_SWEEP_MS;

/**
 * The advisory locks' keys. Any fixed numbers do, as long as every instance uses the same ones and no other
 * lock does (db/client.ts's migration lock is 725_001).
 */
export const LOCK_KEYS = {
  settlement: 725_101,
  draftPurge: 725_102,
  notifications: 725_103,
  disposal: 725_104,
  reconcileMailings: 725_105,
} as const;

export interface JobDeps {
  app: FastifyInstance;
  database: Pick<DatabaseHandle, 'db' | 'runAlone'>;
  cipher: Cipher;
  clock: Clock;
  config: AppConfig;
  mailer: Mailer;
  /** The app's Stripe SDK instance (null in manual mode): disposal deletes a purged member's customer there. */
  stripe: Stripe | null;
  /** The app's Lob client (null where nothing is mailed): the reconciling job, and disposal's cancellations. */
  lob: LobClient | null;
}

/** The work nobody asks for, each at its own pace unless JOB_INTERVAL_SECONDS sets one for all. */
function jobsOf({ app, database, cipher, clock, config, mailer, stripe, lob }: JobDeps): Job[] {
  const { db } = database;
  const every = (ms: number) => config.jobIntervalMs ?? ms;
  return [
    {
      // Subscriptions settled, then the charges that made due sent.
      name: 'settle_subscriptions',
      lockKey: LOCK_KEYS.settlement,
      everyMs: every(SETTLEMENT_SWEEP_MS),
      async run() {
        await settleDueSubscriptions(db, cipher, clock.now(), (error, userId) =>
          app.log.error({ err: error, userId }, 'settling a subscription failed'),
        );
        app.charges.run();
      },
    },
    {
      // Onboarding drafts untouched for 24 hours, attempt budgets whose window has ended, kept answers past their day.
      name: 'purge_onboarding_drafts',
      lockKey: LOCK_KEYS.draftPurge,
      everyMs: every(SETTLEMENT_SWEEP_MS),
      run: async () => {
        await purgeStaleDrafts(db, clock.now());
        await purgeEndedAttemptWindows(db, clock.now());
        await purgeExpiredIdempotentRequests(db, clock.now());
      },
    },
    {
      name: 'notifications',
      lockKey: LOCK_KEYS.notifications,
      everyMs: every(NOTIFICATION_SWEEP_MS),
      run: () => runNotificationPass({ db, mailer, config, clock, log: app.log }),
    },
    {
      // Inactive members warned, then purged (decision 017), and retained records whose period ran out.
      name: 'dispose_inactive_accounts',
      lockKey: LOCK_KEYS.disposal,
      everyMs: every(DISPOSAL_SWEEP_MS),
      run: () => runDisposal({ db, clock, cipher, stripe, lob, config, mailer, log: app.log }),
    },
    // Only where letters are mailed: letters Lob never got handed, and what its webhook may have missed.
    ...(lob ? [reconcileJob({ db, cipher, clock, config, log: app.log, lob }, every)] : []),
  ];
}

function reconcileJob(
  deps: Pick<JobDeps, 'cipher' | 'clock' | 'config'> & {
    db: JobDeps['database']['db'];
    log: FastifyBaseLogger;
    lob: LobClient;
  },
  every: (ms: number) => number,
): Job {
  return {
    name: 'reconcile_mailings',
    lockKey: LOCK_KEYS.reconcileMailings,
    everyMs: every(RECONCILE_MAILINGS_MS),
    async run() {
      await resumeUnsentMailings(deps, (error, mailingId) =>
        deps.log.error({ err: error, mailingId }, 'handing a mailing to Lob failed'),
      );
      await reconcileMailings(deps);
    },
  };
}

/**
 * Starts the time-driven jobs of this instance. The charge job is asked to run on a timer of its own and takes
 * no lock: routes ask for its runs too, on any instance, so its safety cannot rest on one: each due payment is
 * claimed in the database (charge-due-payments.ts; decision 013).
 */
export function startJobs(deps: JobDeps): RunningJob {
  const { app } = deps;
  const running = jobsOf(deps).map((job) =>
    startJob(job, { runAlone: deps.database.runAlone, metrics: app.jobMetrics, log: app.log }),
  );
  // Without Stripe there is nothing to charge.
  const chargeTimer =
    deps.config.payments.processor === 'stripe'
      ? setInterval(() => app.charges.run(), deps.config.jobIntervalMs ?? CHARGE_JOB_MS)
      : null;
  chargeTimer?.unref();
  return {
    async stop() {
      if (chargeTimer) clearInterval(chargeTimer);
      await Promise.all(running.map((job) => job.stop()));
      await app.charges.stop();
    },
  };
}
