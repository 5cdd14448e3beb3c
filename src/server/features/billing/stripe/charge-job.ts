import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { JobMetrics } from '#server/plugins/metrics.ts';
import { type ChargeDeps, chargeDuePayments } from './charge-due-payments.ts';

/** An app instance's charge job (see charge-due-payments.ts): runs when asked, never twice at once. */
export interface ChargeJob {
  /** Asks for a run: now, or once the run under way ends (it may already have passed a payment due since). */
  run(): void;
  /** Asks for no more runs and waits for the one under way, so the database is not closed beneath it. */
  stop(): Promise<void>;
}

declare module '#server/app-deps.ts' {
  interface AppDeps {
    /** The charge job, for a route whose change made a charge due at once (a new card saved). */
    charges: ChargeJob;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The charge job: start-jobs.ts runs it on a timer and after each settlement sweep. */
    charges: ChargeJob;
  }
}

/** Without Stripe there is nothing to charge: the job does nothing. */
export function createChargeJob(
  deps: ChargeDeps,
  stripe: Stripe | null,
  log: FastifyBaseLogger,
  metrics: JobMetrics,
): ChargeJob {
  if (!stripe) return { run: () => undefined, stop: async () => undefined };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const start = () => {
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    running = chargeDuePayments(deps, stripe, (error, paymentId) =>
      log.error({ err: error, paymentId }, 'charging a due payment failed'),
    )
      .then(() => metrics.record('charges', 'completed', took()))
      .catch((error: unknown) => {
        metrics.record('charges', 'failed', took());
        log.error({ err: error }, 'charge job failed');
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          start();
        }
      });
  };
  return {
    run() {
      if (stopped) return;
      if (running) again = true;
      else start();
    },
    async stop() {
      stopped = true;
      while (running) await running;
    },
  };
}
